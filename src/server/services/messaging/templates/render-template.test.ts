import { describe, expect, it } from 'vitest';
import { seededTemplates } from '../seed/seeded-templates';
import { parseTemplate, renderTemplate } from './render-template';

const text = (body: string, variables: Record<string, string | number | boolean> = {}) =>
  renderTemplate({ subject: 'Subject', body, contentType: 'text' }, variables).then((done) => done.body);

describe('renderTemplate', () => {
  it('prints variables, as they are in text and escaped in HTML unless marked raw', async () => {
    const name = '<b>Ada & "Co"</b>';
    expect(await text('Hello {{ name | upcase }}', { name })).toBe('Hello <B>ADA & "CO"</B>');
    const html = await renderTemplate(
      { subject: 'Hi {{ name }}', body: '<p>{{ name }}</p>{{ name | raw }}', contentType: 'html' },
      { name },
    );
    expect(html.body).toBe('<p>&lt;b&gt;Ada &amp; &#34;Co&#34;&lt;/b&gt;</p><b>Ada & "Co"</b>');
    expect(html.subject).toBe('Hi <b>Ada & "Co"</b>');
  });

  it('keeps a subject on one line, whatever a variable holds', async () => {
    const rendered = await renderTemplate(
      { subject: 'Hi {{ name }}', body: 'x', contentType: 'text' },
      { name: 'Ada\r\nBcc: someone@example.com' },
    );
    expect(rendered.subject).toBe('Hi Ada Bcc: someone@example.com');
  });

  it('reads no files: include, render and layout find nothing', async () => {
    for (const body of [
      '{% include "package.json" %}',
      '{% render "package.json" %}',
      '{% include "/etc/passwd" %}',
      '{% render "../../../../../etc/hostname" %}',
      '{% layout "README.md" %}x',
    ])
      await expect(text(body)).rejects.toThrow(/Failed to lookup/);
  });

  it('reads only the variables’ own properties, never their prototypes', async () => {
    expect(
      await text('[{{ name.constructor }}][{{ name.__proto__ }}][{{ missing.constructor.name }}]', {
        name: 'Ada',
      }),
    ).toBe('[][][]');
  });

  it('stops a template that loops too long, within its time limit', async () => {
    const started = performance.now();
    await expect(
      text('{% for a in (1..5000) %}{% for b in (1..5000) %}{% endfor %}{% endfor %}done'),
    ).rejects.toThrow(/render limit exceeded/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops a template that builds too much output', async () => {
    await expect(
      text(
        '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}',
      ),
    ).rejects.toThrow(/memory alloc limit exceeded/);
  });

  it('refuses an unknown filter and broken syntax, naming the problem', () => {
    expect(() => parseTemplate({ subject: 'x', body: '{{ name | shout }}', contentType: 'text' })).toThrow(
      /undefined filter: shout/,
    );
    expect(() => parseTemplate({ subject: '{% if %}', body: 'x', contentType: 'text' })).toThrow();
    expect(() => parseTemplate({ subject: 'x', body: '{% for x in y %}', contentType: 'html' })).toThrow(
      /not closed/,
    );
  });
});

describe('the seeded templates', () => {
  const seeded = (key: string, language: string) => {
    const template = seededTemplates.find((item) => item.key === key && item.language === language);
    if (!template) throw new Error(`no seeded ${key} in ${language}`);
    return renderTemplate(
      { ...template, contentType: 'text' },
      {
        name: 'Mira',
        appUrl: 'https://quietline.example',
        resetLink: 'https://quietline.example/reset-password?token=abc',
        twoFactorEnabled: false,
      },
    );
  };

  it('write the welcome mail as the app wrote it before templates', async () => {
    expect(await seeded('welcome', 'en')).toEqual({
      subject: 'Welcome to Quietline',
      body: [
        'Hello Mira,',
        '',
        'Welcome to Quietline. Your account is ready: take a breath and trace your first line.',
        '',
        'https://quietline.example',
      ].join('\n'),
    });
  });

  it('write the reset mail as before, with the two-factor note only when two-factor is on', async () => {
    const plain = await seeded('password-reset', 'en');
    expect(plain).toEqual({
      subject: 'Reset your Quietline password',
      body: [
        'Hello Mira,',
        '',
        'Someone asked to reset the password of your Quietline account. To choose a new one, open this link within one hour:',
        '',
        'https://quietline.example/reset-password?token=abc',
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    const template = seededTemplates.find((item) => item.key === 'password-reset' && item.language === 'en')!;
    const withTwoFactor = await renderTemplate(
      { ...template, contentType: 'text' },
      { name: 'Mira', resetLink: 'https://x.example/r', twoFactorEnabled: true },
    );
    expect(withTwoFactor.body).toContain(
      'https://x.example/r\n\nTwo-factor authentication is on for this account: after choosing a new password you will still be asked for a code from your authenticator app.\n\nIf you no longer have the app, use one of the recovery codes you saved when you turned two-factor on. Each works once.\n\nIf it was not you',
    );
  });

  it('have an Arabic text of each, with the same variables', async () => {
    const welcome = await seeded('welcome', 'ar');
    expect(welcome.body).toContain('مرحبًا Mira');
    expect(welcome.body).toContain('https://quietline.example');
    const reset = await seeded('password-reset', 'ar');
    expect(reset.body).toContain('https://quietline.example/reset-password?token=abc');
    expect(reset.subject).toBe('إعادة تعيين كلمة مرور Quietline');
  });
});
