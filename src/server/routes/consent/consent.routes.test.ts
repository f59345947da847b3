import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { consentErrorCodes, consentMessages } from '../../../shared/consent/consent-messages';
import { CONSENT_SESSION_COOKIE } from '../../../shared/consent/consent-session-id';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { totpCode } from '../../services/auth/totp';
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
import { consentCookie, testConsentSessionId } from '../../testing/consent-test-kit';
import { createTestApp } from '../../testing/test-app';

const start = Date.UTC(2030, 4, 1, 9, 0, 0);

describeEachDialect('server-side consent', (getDatabase) => {
  let app: TestApp;
  beforeAll(() => {
    app = createAuthTestApp(getDatabase()).app;
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const statusOf = async (headers: Record<string, string>) => {
    const response = await app.request('/api/consent/me', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return ((await response.json()) as { status: boolean | null }).status;
  };
  const choose = (status: boolean | null, headers: Record<string, string>) =>
    sendJson(app, 'POST', '/api/consent', { consentType: 'cookie', status }, headers);

  it('keeps a signed-out choice by the consent session cookie, apart from other sessions', async () => {
    const mine = consentCookie(testConsentSessionId());
    const theirs = consentCookie(testConsentSessionId());
    expect(await statusOf(mine)).toBeNull();
    const stored = await choose(false, mine);
    expect(stored.status).toBe(204);
    expect(stored.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await statusOf(mine)).toBe(false);
    expect(await statusOf(theirs)).toBeNull();
    expect((await choose(true, mine)).status).toBe(204);
    expect(await statusOf(mine)).toBe(true);
    expect((await choose(null, mine)).status).toBe(204);
    expect(await statusOf(mine)).toBeNull();
  });

  it('keeps a signed-in choice on the account, whatever session cookie comes along', async () => {
    const user = await createTestUser(getDatabase());
    const auth = bearer((await signIn(app, user.email)).accessToken);
    const cookie = consentCookie(testConsentSessionId());
    expect((await choose(true, { ...auth, ...cookie })).status).toBe(204);
    expect(await statusOf(auth)).toBe(true);
    // The account's choice, not the browser's: the session has none of its own.
    expect(await statusOf(cookie)).toBeNull();
    expect(await statusOf({ ...auth, ...consentCookie(testConsentSessionId()) })).toBe(true);
  });

  it('answers null without a key, and refuses a choice without one with a message', async () => {
    expect(await statusOf({})).toBeNull();
    const malformed = { Cookie: `${CONSENT_SESSION_COOKIE}=quietline_123_nothex_short` };
    expect(await statusOf(malformed)).toBeNull();

    const none = await choose(true, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      message: consentMessages.noConsentSubject,
      code: consentErrorCodes.noConsentSubject,
    });
    for (const value of [
      'quietline_123_nothex_short',
      `${testConsentSessionId()}x`,
      `Quietline${testConsentSessionId().slice('quietline'.length)}`,
      `${'a'.repeat(120)}${testConsentSessionId().slice('quietline'.length)}`,
      '%E0%A4%A',
    ]) {
      const refused = await choose(true, { Cookie: `${CONSENT_SESSION_COOKIE}=${value}` });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: consentErrorCodes.malformedConsentSession });
    }
  });

  it('refuses malformed bodies with 400 and a message, never a 500', async () => {
    const cookie = consentCookie(testConsentSessionId());
    for (const body of [
      {},
      { consentType: 'cookie' },
      { status: true },
      { consentType: 'analytics', status: true },
      { consentType: 'cookie', status: 'true' },
      { consentType: 'cookie', status: 1 },
      { consentType: 'cookie', status: true, extra: 1 },
      [],
      null,
      'cookie',
    ]) {
      const response = await sendJson(app, 'POST', '/api/consent', body, cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).not.toBe('');
    }
    const notJson = await app.request('/api/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...cookie },
      body: '{"consentType":',
    });
    expect(notJson.status).toBe(400);
    // A bad token is a 401 (the client refreshes), not a silent anonymous answer.
    expect((await app.request('/api/consent/me', { headers: bearer('not-a-token') })).status).toBe(401);
  });

  it('joins a signed-out choice to the account at password sign-in, unless the account has one', async () => {
    const sessionId = testConsentSessionId();
    const cookie = consentCookie(sessionId);
    expect((await choose(false, cookie)).status).toBe(204);

    const fresh = await createTestUser(getDatabase());
    const login = await sendJson(
      app,
      'POST',
      '/api/auth/login',
      { email: fresh.email, password: testPassword },
      cookie,
    );
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect(await statusOf(bearer(accessToken))).toBe(false);

    const decided = await createTestUser(getDatabase());
    const decidedAuth = bearer((await signIn(app, decided.email)).accessToken);
    expect((await choose(true, decidedAuth)).status).toBe(204);
    const again = await sendJson(
      app,
      'POST',
      '/api/auth/login',
      { email: decided.email, password: testPassword },
      cookie,
    );
    expect(again.status).toBe(200);
    expect(await statusOf(decidedAuth)).toBe(true);
  });

  it('joins it when a two-factor sign-in completes, not at the password step', async () => {
    const user = await createTestUser(getDatabase());
    const { secret } = await turnOnTwoFactor(app, (await signIn(app, user.email)).accessToken);
    const cookie = consentCookie(testConsentSessionId());
    expect((await choose(true, cookie)).status).toBe(204);

    advanceTime(30_000);
    const first = await sendJson(
      app,
      'POST',
      '/api/auth/login',
      { email: user.email, password: testPassword },
      cookie,
    );
    const challenge = (await first.json()) as LoginResponse;
    if (!('twoFactorRequired' in challenge)) throw new Error('expected a two-factor challenge');
    const memberRows = () =>
      getDatabase()
        .db.selectFrom('member_consents')
        .select('status')
        .where('user_id', '=', user.id)
        .execute();
    expect(await memberRows()).toEqual([]);

    const verified = await sendJson(
      app,
      'POST',
      '/api/auth/two-factor/verify',
      { challengeToken: challenge.challengeToken, code: totpCode(secret) },
      cookie,
    );
    expect(verified.status).toBe(200);
    const { accessToken } = (await verified.json()) as { accessToken: string };
    expect(await statusOf(bearer(accessToken))).toBe(true);
  });

  it('limits choices per client address', async () => {
    // RATE_LIMIT_MULTIPLIER 0.05: 120 per 15 minutes becomes 6.
    const limited = createTestApp({
      database: getDatabase(),
      env: { RATE_LIMIT_MULTIPLIER: '0.05', TRUST_PROXY: 'true' },
    }).app;
    const from = (ip: string) => ({ ...consentCookie(testConsentSessionId()), 'X-Forwarded-For': ip });
    for (let index = 0; index < 6; index += 1) {
      const response = await sendJson(
        limited,
        'POST',
        '/api/consent',
        { consentType: 'cookie', status: true },
        from('203.0.113.7'),
      );
      expect(response.status).toBe(204);
    }
    const refused = await sendJson(
      limited,
      'POST',
      '/api/consent',
      { consentType: 'cookie', status: true },
      from('203.0.113.7'),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(15 * 60));
    const other = await sendJson(
      limited,
      'POST',
      '/api/consent',
      { consentType: 'cookie', status: true },
      from('203.0.113.8'),
    );
    expect(other.status).toBe(204);
  });
});
