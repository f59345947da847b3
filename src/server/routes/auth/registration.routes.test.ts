import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth-messages';
import type { RegistrationPending, TokenPair } from '../../../shared/auth/auth-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { listOutboxMail } from '../../db/repositories/mail-outbox-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedMessaging } from '../../services/messaging/seed/seed-messaging';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  testPassword,
  type TestApp,
} from '../../testing/auth-test-kit';

const password = 'quiet-lake-2468';

describeEachDialect('registration', (getDatabase) => {
  let app: TestApp;
  // The welcome mail's template and rule.
  beforeAll(() => seedMessaging(getDatabase().db));
  beforeEach(() => {
    app = createAuthTestApp(getDatabase()).app;
    setFixedTime(Date.parse('2030-03-01T10:00:00Z'));
  });
  afterEach(resetClock);

  let counter = 0;
  const freshAddress = () => `new-${(counter += 1)}-${Date.now()}@example.test`;

  const register = (email: string, name = 'Ada') =>
    sendJson(app, 'POST', '/api/auth/register', { name, email, password });
  const verify = (registrationToken: string, code: string) =>
    sendJson(app, 'POST', '/api/auth/register/verify', { registrationToken, code });

  /** The mail (sent in the background) that reached `to` with `template`. */
  async function mailTo(to: string, template: string) {
    let found: Awaited<ReturnType<typeof listOutboxMail>>[number] | undefined;
    await expect
      .poll(async () => {
        found = (await listOutboxMail(getDatabase().db, to)).find((mail) => mail.template === template);
        return found !== undefined;
      })
      .toBe(true);
    return found!;
  }

  async function codeFor(email: string): Promise<string> {
    const mail = await mailTo(email, 'registration-code');
    return /\b(\d{6})\b/.exec(mail.text_body)?.[1] ?? '';
  }

  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('creates the account only when the emailed code comes back, then signs it in', async () => {
    const email = freshAddress();
    const response = await register(` ${email.toUpperCase()} `);
    expect(response.status).toBe(202);
    const { registrationToken } = (await response.json()) as RegistrationPending;
    const code = await codeFor(email);
    // Nothing exists yet: the address is not held by whoever filled in the form.
    expect((await sendJson(app, 'POST', '/api/auth/login', { email, password })).status).toBe(401);

    const created = await verify(registrationToken, code);
    expect(created.status).toBe(201);
    const pair = (await created.json()) as TokenPair;
    const profile = await app.request('/api/auth/me', { headers: bearer(pair.accessToken) });
    expect(await profile.json()).toMatchObject({ name: 'Ada', role: 'user', email, hasPassword: true });
    await mailTo(email, 'welcome');
    // The code worked once.
    expect(await (await verify(registrationToken, code)).json()).toMatchObject({
      code: 'registration_expired',
    });
  });

  it('answers a taken address exactly as a free one, and mails its owner instead of a code', async () => {
    const owner = await createTestUser(getDatabase(), { name: 'Owner' });
    const taken = await register(owner.email.toUpperCase(), 'Intruder');
    const free = await register(freshAddress());
    expect(taken.status).toBe(free.status);
    const takenBody = (await taken.json()) as RegistrationPending;
    const freeBody = (await free.json()) as RegistrationPending;
    expect(Object.keys(takenBody)).toEqual(Object.keys(freeBody));
    expect(takenBody.verificationRequired).toBe(true);
    expect(takenBody.registrationToken).toMatch(/^[\w-]{43}$/);
    expect(freeBody.registrationToken).toMatch(/^[\w-]{43}$/);

    const notice = await mailTo(owner.email, 'registration-attempt');
    expect(notice.text_body).toContain('Hello Owner');
    expect(notice.text_body).toContain('/forgot-password');
    expect(notice.text_body).not.toContain('Intruder');
    expect((await listOutboxMail(getDatabase().db, owner.email)).map((mail) => mail.template)).toEqual([
      'registration-attempt',
    ]);

    // Every try fails as a wrong code does for a free address, until both are used up alike.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const guess = String(100000 + attempt);
      const a = await verify(takenBody.registrationToken, guess);
      const b = await verify(freeBody.registrationToken, guess);
      expect(a.status).toBe(b.status);
      expect(await a.json()).toEqual(await b.json());
    }
    // The owner's account is as it was.
    expect((await signIn(app, owner.email, testPassword)).accessToken).toBeTruthy();
  });

  it('allows five tries of the code within fifteen minutes', async () => {
    const email = freshAddress();
    const { registrationToken } = (await (await register(email)).json()) as RegistrationPending;
    const code = await codeFor(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await verify(registrationToken, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({
        message: authMessages.invalidRegistrationCode,
        code: 'invalid_registration_code',
      });
    }
    expect(await (await verify(registrationToken, code)).json()).toEqual({
      message: authMessages.registrationExpired,
      code: 'registration_expired',
    });

    const late = freshAddress();
    const second = (await (await register(late)).json()) as RegistrationPending;
    const lateCode = await codeFor(late);
    advanceTime(15 * 60_000 + 1);
    expect(await (await verify(second.registrationToken, lateCode)).json()).toMatchObject({
      code: 'registration_expired',
    });
  });

  it("keeps the spec's message for a real failure: the address was taken while the code travelled", async () => {
    const email = freshAddress();
    const first = (await (await register(email)).json()) as RegistrationPending;
    const firstCode = await codeFor(email);
    advanceTime(1_000);
    const second = (await (await register(email)).json()) as RegistrationPending;
    await expect.poll(async () => (await listOutboxMail(getDatabase().db, email)).length).toBe(2);
    const [, secondMail] = await listOutboxMail(getDatabase().db, email);
    expect((await verify(first.registrationToken, firstCode)).status).toBe(201);
    const failed = await verify(
      second.registrationToken,
      /\b(\d{6})\b/.exec(secondMail?.text_body ?? '')?.[1] ?? '',
    );
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({
      message: authMessages.registrationFailed,
      code: 'registration_failed',
    });
  });

  it('refuses a common password, a bad address and a name with a direction override before sending anything', async () => {
    const email = freshAddress();
    const common = await sendJson(app, 'POST', '/api/auth/register', {
      name: 'X',
      email,
      password: 'password1',
    });
    expect(await common.json()).toMatchObject({ code: 'password_too_common' });
    const badEmail = await sendJson(app, 'POST', '/api/auth/register', {
      name: 'X',
      email: 'nope',
      password,
    });
    expect(((await badEmail.json()) as { message: string }).message).toContain(authMessages.invalidEmail);
    for (const name of ['Ada\u202Egnp.exe', 'A\u200Bda', 'Ada\u0000', 'Ada\u0085', 'Ada\u2066x\u2069']) {
      const response = await register(email, name);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'validation_failed',
        message: `name: ${authMessages.nameInvisibleCharacters}`,
      });
    }
    // Arabic, accents and emoji are names like any other.
    expect((await register(email, 'ليلى Élodie 🌿')).status).toBe(202);
    await codeFor(email);
    expect(await listOutboxMail(getDatabase().db, email)).toHaveLength(1);
  });
});
