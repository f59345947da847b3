import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../../../shared/messaging/message-templates';
import {
  emptyTemplateForm,
  templateFormFrom,
  toCreateTemplateRequest,
  toDraft,
  toTemplateChanges,
} from './template-form';

const template: MessageTemplate = {
  id: 't1',
  key: 'welcome',
  name: 'Welcome',
  subject: 'Welcome to Quietline',
  body: 'Hello {{ name }},',
  channel: 'email',
  contentType: 'text',
  language: 'en',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('toCreateTemplateRequest', () => {
  it('names every missing field and a template ID the API would refuse', () => {
    expect(toCreateTemplateRequest({ ...emptyTemplateForm, key: 'Not Valid', body: '   ' })).toEqual({
      ok: false,
      errors: {
        key: 'admin.messaging.templates.form.keyInvalid',
        name: 'admin.messaging.required',
        subject: 'admin.messaging.required',
        body: 'admin.messaging.required',
      },
    });
  });

  it('trims the one-line fields and keeps the body as typed', () => {
    const values = {
      ...emptyTemplateForm,
      key: ' week ',
      name: ' Week ',
      subject: ' Hi ',
      body: '  Hello\n',
      language: 'ar' as const,
    };
    expect(toCreateTemplateRequest(values)).toEqual({
      ok: true,
      request: {
        key: 'week',
        name: 'Week',
        subject: 'Hi',
        body: '  Hello\n',
        language: 'ar',
        channel: 'email',
        contentType: 'text',
      },
    });
  });
});

describe('toTemplateChanges', () => {
  it('sends only what differs, nothing when nothing does', () => {
    expect(toTemplateChanges(template, templateFormFrom(template))).toEqual({ ok: true, request: {} });
    expect(toTemplateChanges(template, { ...templateFormFrom(template), name: ' Welcome ' })).toEqual({
      ok: true,
      request: {},
    });
    expect(
      toTemplateChanges(template, { ...templateFormFrom(template), contentType: 'html', body: '<p>Hi</p>' }),
    ).toEqual({ ok: true, request: { contentType: 'html', body: '<p>Hi</p>' } });
    expect(toTemplateChanges(template, { ...templateFormFrom(template), subject: '' })).toEqual({
      ok: false,
      errors: { subject: 'admin.messaging.required' },
    });
  });
});

describe('toDraft', () => {
  it('previews only a draft with a subject and a body', () => {
    expect(toDraft(emptyTemplateForm)).toBeNull();
    expect(toDraft({ ...templateFormFrom(template), body: ' ' })).toBeNull();
    expect(toDraft(templateFormFrom(template))).toEqual({
      subject: 'Welcome to Quietline',
      body: 'Hello {{ name }},',
      contentType: 'text',
    });
  });
});
