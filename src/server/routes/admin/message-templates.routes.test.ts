import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type {
  MessageTemplate,
  RenderedTemplate,
  TemplateList,
  TestSendResponse,
} from '../../../shared/messaging/message-templates';
import { messagingErrorCodes, messagingMessages } from '../../../shared/messaging/messaging-messages';
import { resetClock, setFixedTime } from '../../clock';
import { listOutboxMail } from '../../db/repositories/mail-outbox-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedMessaging } from '../../services/messaging/seed/seed-messaging';
import { createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';
import { expectApiError, expectStaffOnly } from '../../testing/admin-test-kit';
import { messagingAudit, signedInAs } from '../../testing/messaging-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);
const base = '/api/admin/messaging/templates';
const appUrl = 'http://app.example.test';

const draft = {
  key: 'streak-week',
  name: 'A week of practice',
  subject: 'Seven days, {{ name }}',
  body: 'Well done, {{ name }}.',
  contentType: 'text',
  language: 'en',
};

describeEachDialect('admin message templates API', (getDatabase) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let editorEmail: string;
  let member: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(start);
    smtp = await startTestSmtpServer();
    app = createAuthTestApp(getDatabase(), { env: { SMTP_URL: smtp.url, APP_URL: appUrl } }).app;
    await seedMessaging(getDatabase().db);
    admin = (await signedInAs(app, getDatabase(), 'admin')).headers;
    const signedInEditor = await signedInAs(app, getDatabase(), 'editor');
    [editor, editorEmail] = [signedInEditor.headers, signedInEditor.user.email];
    member = (await signedInAs(app, getDatabase(), 'user')).headers;
  });
  afterAll(() => smtp.close());
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  const send = (method: string, path: string, body?: unknown, headers = editor) =>
    sendJson(app, method, `${base}${path}`, body, headers);
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', '', body);
    expect(response.status).toBe(201);
    return (await response.json()) as MessageTemplate;
  };
  const list = async () => ((await (await send('GET', '')).json()) as TemplateList).items;
  const auditCount = async () => (await messagingAudit(app, admin)).length;

  it('answers 401 signed out and 403 to a member, on every endpoint', async () => {
    await expectStaffOnly(app, base, member, [
      ['GET', ''],
      ['POST', ''],
      ['POST', '/preview'],
      ['POST', '/test-send'],
      ['PATCH', '/some-id'],
      ['DELETE', '/some-id'],
    ]);
  });

  it('lists the seeded welcome and reset templates, in English and Arabic, to an admin and an editor', async () => {
    for (const headers of [admin, editor]) {
      const response = await send('GET', '', undefined, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const { items } = (await response.json()) as TemplateList;
      expect(items.map((item) => `${item.key}/${item.language}`)).toEqual(
        expect.arrayContaining(['password-reset/ar', 'password-reset/en', 'welcome/ar', 'welcome/en']),
      );
      expect(items.find((item) => item.key === 'welcome' && item.language === 'en')).toMatchObject({
        name: 'Welcome',
        subject: 'Welcome to Quietline',
        channel: 'email',
        contentType: 'text',
      });
    }
  });

  it('creates a template, audited with the request id; one ID per language', async () => {
    const response = await sendJson(app, 'POST', base, draft, {
      ...editor,
      'X-Request-Id': 'req-template-1',
    });
    expect(response.status).toBe(201);
    const template = (await response.json()) as MessageTemplate;
    expect(template).toMatchObject({ ...draft, channel: 'email' });
    expect((await messagingAudit(app, admin)).find((entry) => entry.targetId === template.id)).toMatchObject({
      action: 'template.create',
      actor: { email: editorEmail },
      before: null,
      after: { key: 'streak-week', language: 'en' },
      requestId: 'req-template-1',
    });
    const before = await auditCount();
    await expectApiError(
      await send('POST', '', { ...draft, name: 'Again' }),
      409,
      messagingErrorCodes.templateTaken,
      messagingMessages.templateTaken,
    );
    expect(await auditCount()).toBe(before);
    expect(await create({ ...draft, language: 'ar', subject: 'سبعة أيام يا {{ name }}' })).toMatchObject({
      key: 'streak-week',
      language: 'ar',
    });
  });

  it('refuses bad input with 400 and records nothing, a template syntax error with the engine’s words', async () => {
    const before = await auditCount();
    for (const body of [
      {},
      { ...draft, key: 'Streak Week' },
      { ...draft, key: 'x' },
      // A language the app does not ship.
      { ...draft, language: 'ja' },
      { ...draft, channel: 'sms' },
      { ...draft, contentType: 'markdown' },
      { ...draft, subject: '' },
      { ...draft, body: '   ' },
      { ...draft, body: 'x'.repeat(20_001) },
      { ...draft, name: 42 },
      { ...draft, extra: true },
      [],
      'template',
    ])
      await expectApiError(await send('POST', '', body), 400, 'validation_failed');
    const unknownFilter = await expectApiError(
      await send('POST', '', { ...draft, key: 'broken', body: 'Hi {{ name | shout }}' }),
      400,
      messagingErrorCodes.templateSyntax,
    );
    expect(unknownFilter.message).toContain('undefined filter: shout');
    const unclosed = await expectApiError(
      await send('POST', '', { ...draft, key: 'broken', subject: '{% if name %}Hi' }),
      400,
      messagingErrorCodes.templateSyntax,
    );
    expect(unclosed.message).toMatch(/not closed/);
    const malformed = await app.request(base, {
      method: 'POST',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: '{"key":',
    });
    await expectApiError(malformed, 400, 'malformed_json');
    expect(await auditCount()).toBe(before);
    expect((await list()).map((item) => item.key)).not.toContain('broken');
  });

  it('changes only what differs, says when nothing does, and audits before and after', async () => {
    const template = await create({ ...draft, key: 'session-done' });
    const response = await send('PATCH', `/${template.id}`, {
      subject: 'Session done, {{ name }}',
      body: '<p>Thank you, {{ name }}.</p>',
      contentType: 'html',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ contentType: 'html', subject: 'Session done, {{ name }}' });
    expect(
      (await messagingAudit(app, admin)).find(
        (entry) => entry.targetId === template.id && entry.action === 'template.update',
      ),
    ).toMatchObject({
      before: { contentType: 'text', subject: 'Seven days, {{ name }}' },
      after: { contentType: 'html', subject: 'Session done, {{ name }}' },
    });
    const before = await auditCount();
    for (const body of [{}, { name: draft.name, contentType: 'html' }])
      await expectApiError(
        await send('PATCH', `/${template.id}`, body),
        400,
        adminErrorCodes.noChanges,
        adminMessages.noChanges,
      );
    for (const body of [{ key: 'renamed' }, { language: 'ar' }, { contentType: 'pdf' }, { body: '' }])
      await expectApiError(await send('PATCH', `/${template.id}`, body), 400, 'validation_failed');
    await expectApiError(
      await send('PATCH', `/${template.id}`, { body: '{% for x in list %}' }),
      400,
      messagingErrorCodes.templateSyntax,
    );
    await expectApiError(
      await send('PATCH', '/no-such-template', { name: 'x' }),
      404,
      messagingErrorCodes.templateNotFound,
      messagingMessages.templateNotFound,
    );
    expect(await auditCount()).toBe(before);
  });

  it('deletes a template and records it, but not the last language of one a rule still sends', async () => {
    const template = await create({ ...draft, key: 'to-remove' });
    expect((await send('DELETE', `/${template.id}`)).status).toBe(204);
    expect((await list()).map((item) => item.key)).not.toContain('to-remove');
    expect(
      (await messagingAudit(app, admin)).find(
        (entry) => entry.targetId === template.id && entry.action === 'template.delete',
      ),
    ).toMatchObject({ before: { key: 'to-remove' }, after: null });
    await expectApiError(await send('DELETE', `/${template.id}`), 404, messagingErrorCodes.templateNotFound);

    // The seeded welcome rule sends 'welcome': its other languages may go, its last one not.
    const welcome = (await list()).filter((item) => item.key === 'welcome');
    const english = welcome.find((item) => item.language === 'en')!;
    const others = welcome.filter((item) => item !== english);
    expect(others.map((item) => item.language)).toContain('ar');
    for (const other of others) expect((await send('DELETE', `/${other.id}`)).status).toBe(204);
    await expectApiError(
      await send('DELETE', `/${english.id}`),
      409,
      messagingErrorCodes.templateInUse,
      messagingMessages.templateInUse,
    );
    expect((await list()).some((item) => item.id === english.id)).toBe(true);
  });

  it('previews a draft with sample values, escaped in HTML, and reports its errors as 400', async () => {
    const preview = async (body: Record<string, unknown>) => {
      const response = await send('POST', '/preview', body);
      expect(response.status).toBe(200);
      return (await response.json()) as RenderedTemplate;
    };
    expect(
      await preview({
        subject: 'Hi {{ name }}',
        body: 'Reset: {{ resetLink }} ({{ streakDays }} days)',
        contentType: 'text',
      }),
    ).toEqual({ subject: 'Hi Ada', body: `Reset: ${appUrl}/reset-password?token=sample (7 days)` });
    expect(
      await preview({
        subject: 'Hi {{ name }}',
        body: '<p>{{ name }}</p>',
        contentType: 'html',
        variables: { name: '<Noor & co>' },
      }),
    ).toEqual({ subject: 'Hi <Noor & co>', body: '<p>&lt;Noor &amp; co&gt;</p>' });
    const refusal = async (body: string) =>
      (
        await expectApiError(
          await send('POST', '/preview', { subject: 'x', body, contentType: 'text' }),
          400,
          messagingErrorCodes.templateSyntax,
        )
      ).message;
    expect(await refusal('{{ name | nope }}')).toContain('undefined filter: nope');
    expect(await refusal('{% include "package.json" %}')).toContain('Failed to lookup');
    expect(
      await refusal('{% for a in (1..5000) %}{% for b in (1..5000) %}{% endfor %}{% endfor %}'),
    ).toContain('render limit exceeded');
    for (const body of [
      {},
      { subject: 'x', body: 'y' },
      { subject: 'x', body: 'y', contentType: 'text', variables: { a: {} } },
    ])
      await expectApiError(await send('POST', '/preview', body), 400, 'validation_failed');
  });

  it('test-sends a draft to the caller’s own address only, through the delivery log', async () => {
    const response = await send('POST', '/test-send', {
      subject: 'Test for {{ name }}',
      body: '<p>Hello {{ name }}</p>',
      contentType: 'html',
    });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as TestSendResponse;
    expect(sent.to).toBe(editorEmail);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Test for Ada');
    expect(String(mail.html).trim()).toBe('<p>Hello Ada</p>');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(editorEmail);
    await expect
      .poll(async () =>
        (await listOutboxMail(getDatabase().db, editorEmail)).map((row) => [row.template, row.status]),
      )
      .toEqual([['test-send', 'sent']]);
    await expectApiError(
      await send('POST', '/test-send', { subject: 'x', body: '{% endif %}', contentType: 'text' }),
      400,
      messagingErrorCodes.templateSyntax,
    );
    // No field names another recipient.
    await expectApiError(
      await send('POST', '/test-send', {
        subject: 'x',
        body: 'y',
        contentType: 'text',
        to: 'someone@example.test',
      }),
      400,
      'validation_failed',
    );
  });
});
