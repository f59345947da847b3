import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth-messages';
import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { advanceTime, resetClock } from '../../clock';
import { listOutboxMail } from '../../db/repositories/mail-outbox-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import type { BackgroundWork } from '../../services/background-work';
import type { MessageDelivery } from '../../services/messaging/delivery/message-delivery';
import { seedMessaging } from '../../services/messaging/seed/seed-messaging';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  testPassword,
  turnOnTwoFactor,
  type TestApp,
} from '../../testing/auth-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const newPassword = 'silent-forest-8642';

describeEachDialect('passwords', (getDatabase) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let background: BackgroundWork;
  let delivery: MessageDelivery;
  let email: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The reset and welcome mails' templates and rules.
    await seedMessaging(getDatabase().db);
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    ({ app, background, delivery } = createAuthTestApp(getDatabase(), {
      env: { SMTP_URL: smtp.url, APP_URL: 'http://app.example.test' },
    }));
    email = (await createTestUser(getDatabase(), { name: 'Mira' })).email;
  });
  afterEach(resetClock);

  async function resetTokenFromMail(): Promise<string> {
    const answer = await sendJson(app, 'POST', '/api/auth/forgot-password', { email });
    expect(await answer.json()).toEqual({ message: authMessages.resetEmailSent });
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Reset your Quietline password');
    const link = /http:\/\/app\.example\.test\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    return new URL(link ?? '').searchParams.get('token') ?? '';
  }

  it('mails a reset link over SMTP; following it sets the password once and signs out everywhere', async () => {
    const before = await signIn(app, email);
    const token = await resetTokenFromMail();
    expect(
      (await sendJson(app, 'POST', '/api/auth/reset-password', { token, password: newPassword })).status,
    ).toBe(204);
    expect((await app.request('/api/auth/me', { headers: bearer(before.accessToken) })).status).toBe(401);
    expect((await sendJson(app, 'POST', '/api/auth/login', { email, password: testPassword })).status).toBe(
      401,
    );
    await signIn(app, email, newPassword);
    const again = await sendJson(app, 'POST', '/api/auth/reset-password', {
      token,
      password: 'another-pass-1357',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: authMessages.resetLinkInvalid,
      code: 'invalid_reset_token',
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = await sendJson(app, 'POST', '/api/auth/forgot-password', { email: 'ghost@example.test' });
    expect(await unknown.json()).toEqual({ message: authMessages.resetEmailSent });
    // The lookup runs after the answer; a mail it queued would be sent by the drain.
    await background.settled();
    await delivery.drain();
    expect(smtp.unreadMail()).toEqual([]);
    expect(await listOutboxMail(getDatabase().db, 'ghost@example.test')).toEqual([]);
  });

  it('expires the link after an hour and keeps it when the new password is refused', async () => {
    const token = await resetTokenFromMail();
    const common = await sendJson(app, 'POST', '/api/auth/reset-password', { token, password: 'qwerty123' });
    expect(await common.json()).toMatchObject({ code: 'password_too_common' });
    advanceTime(60 * 60_000 + 1);
    expect(
      (await sendJson(app, 'POST', '/api/auth/reset-password', { token, password: newPassword })).status,
    ).toBe(400);
  });

  it('does not bypass two-factor: the mail says so and how to recover, and the next sign-in asks for a code', async () => {
    const resetMailText = async () => {
      await sendJson(app, 'POST', '/api/auth/forgot-password', { email });
      return (await smtp.nextMail()).text ?? '';
    };
    expect(await resetMailText()).not.toContain('Two-factor');
    const session = await signIn(app, email);
    await turnOnTwoFactor(app, session.accessToken);
    const text = await resetMailText();
    expect(text).toContain('Two-factor authentication is on for this account');
    expect(text).toContain('recovery codes you saved');
    const token =
      new URL(/\S+\/reset-password\?token=\S+/.exec(text)?.[0] ?? '').searchParams.get('token') ?? '';
    await sendJson(app, 'POST', '/api/auth/reset-password', { token, password: newPassword });
    const login = (await (
      await sendJson(app, 'POST', '/api/auth/login', { email, password: newPassword })
    ).json()) as LoginResponse;
    expect(login).toMatchObject({ twoFactorRequired: true });
  });

  it('changes the password with the current one and revokes every other session', async () => {
    const current = await signIn(app, email);
    const other = await signIn(app, email);
    const wrong = await sendJson(
      app,
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'nope-nope', newPassword },
      bearer(current.accessToken),
    );
    expect(wrong.status).toBe(400);
    const changed = await sendJson(
      app,
      'POST',
      '/api/auth/change-password',
      { currentPassword: testPassword, newPassword },
      bearer(current.accessToken),
    );
    expect(changed.status).toBe(204);
    expect((await app.request('/api/auth/me', { headers: bearer(current.accessToken) })).status).toBe(200);
    expect((await app.request('/api/auth/me', { headers: bearer(other.accessToken) })).status).toBe(401);
    await signIn(app, email, newPassword);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const outboxApp = createAuthTestApp(getDatabase()).app;
    const address = `welcome-${Date.now()}@example.test`;
    await sendJson(outboxApp, 'POST', '/api/auth/register', {
      name: 'Noor',
      email: address,
      password: newPassword,
    });
    await sendJson(outboxApp, 'POST', '/api/auth/forgot-password', { email });
    await expect
      .poll(async () => (await listOutboxMail(getDatabase().db, address)).map((mail) => mail.template))
      .toEqual(['registration-code']);
    await expect
      .poll(async () => (await listOutboxMail(getDatabase().db, email)).map((mail) => mail.template))
      .toEqual(['password-reset']);
  });
});
