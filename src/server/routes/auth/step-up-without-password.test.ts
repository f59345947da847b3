import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  EscalationResponse,
  TokenPair,
  TwoFactorEnableResponse,
} from '../../../shared/auth/auth-responses';
import { escalationTokenHeader } from '../../../shared/auth/escalation';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { totpCode } from '../../services/auth/totp';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { startTestOidcIssuer, type TestOidcIssuer } from '../../testing/test-oidc-issuer';

const appUrl = 'http://app.example.test';

/**
 * Issue 19: a member who signed up with Google has no password, so the password step-up (turning
 * two-factor on or off, new recovery codes) must be passable another way — signing in with Google
 * again, or a two-factor code once it is on.
 */
describeEachDialect('step-up for an account without a password', (getDatabase) => {
  let issuer: TestOidcIssuer;
  let app: TestApp;
  beforeAll(async () => {
    issuer = await startTestOidcIssuer();
  });
  afterAll(() => issuer.close());
  beforeEach(() => {
    app = createAuthTestApp(getDatabase(), {
      env: {
        APP_URL: appUrl,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer.url,
      },
    }).app;
  });

  /** A Google sign-in as the browser plays it: our one-time code from the landing page's URL. */
  async function googleCode(): Promise<string> {
    const start = await app.request('/api/auth/oauth/google/start');
    const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { callback } = await issuer.authorize(start.headers.get('Location') ?? '');
    const landed = await app.request(`${callback.pathname}${callback.search}`, {
      headers: { Cookie: cookie },
    });
    const code = new URL(landed.headers.get('Location') ?? '').searchParams.get('code');
    if (!code) throw new Error('the Google sign-in did not finish');
    return code;
  }

  async function googleMember(): Promise<TokenPair> {
    const suffix = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    issuer.signInAs({
      sub: `g-${suffix}`,
      email: `g-${suffix}@gmail.test`,
      email_verified: true,
      name: 'Gale',
    });
    const session = await sendJson(app, 'POST', '/api/auth/oauth-session', { code: await googleCode() });
    return (await session.json()) as TokenPair;
  }

  const post = (accessToken: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', `/api/auth${path}`, body, { ...bearer(accessToken), ...headers });

  const reauthenticate = (accessToken: string, proof: Record<string, string>) =>
    post(accessToken, '/reauthenticate', { reason: 'security-settings', mode: 'password', ...proof });

  it('signs in with Google again to turn two-factor on, then takes a code for the next step-up', async () => {
    const { accessToken } = await googleMember();
    const denied = await post(accessToken, '/2fa/enable');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      code: 'ESCALATION_REQUIRED',
      mode: 'password',
      reason: 'security-settings',
      methods: ['google'],
    });
    // There is no password to give.
    const guessed = await reauthenticate(accessToken, { password: 'anything-at-all' });
    expect(guessed.status).toBe(400);
    expect(await guessed.json()).toMatchObject({ code: 'escalation_failed' });

    const granted = await reauthenticate(accessToken, { oauthCode: await googleCode() });
    expect(granted.status).toBe(200);
    const { escalationToken } = (await granted.json()) as EscalationResponse;
    const setup = await post(accessToken, '/2fa/enable', undefined, {
      [escalationTokenHeader]: escalationToken,
    });
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as TwoFactorEnableResponse;
    expect((await post(accessToken, '/2fa/verify', { code: totpCode(secret) })).status).toBe(200);

    // With two-factor on, a code from the app is the other way.
    const next = await post(accessToken, '/2fa/recovery-codes');
    expect(await next.json()).toMatchObject({ methods: ['2fa', 'google'] });
    const withCode = await reauthenticate(accessToken, { code: totpCode(secret, Date.now() + 30_000) });
    expect(withCode.status).toBe(200);
    const renewed = await post(accessToken, '/2fa/recovery-codes', undefined, {
      [escalationTokenHeader]: ((await withCode.json()) as EscalationResponse).escalationToken,
    });
    expect(renewed.status).toBe(200);
  });

  it("refuses another account's provider sign-in, and a sign-in code used twice", async () => {
    const { accessToken } = await googleMember();
    await googleMember();
    const someoneElses = await reauthenticate(accessToken, { oauthCode: await googleCode() });
    expect(someoneElses.status).toBe(400);
    expect(await someoneElses.json()).toMatchObject({ code: 'escalation_failed' });

    const own = await googleMember();
    const code = await googleCode();
    expect((await reauthenticate(own.accessToken, { oauthCode: code })).status).toBe(200);
    expect((await reauthenticate(own.accessToken, { oauthCode: code })).status).toBe(400);
    // Nor does a sign-in code, once given to the step-up, still sign anyone in.
    expect((await sendJson(app, 'POST', '/api/auth/oauth-session', { code })).status).toBe(401);
  });

  it('keeps the password the only way for an account that has one', async () => {
    const user = await createTestUser(getDatabase());
    const { accessToken } = await signIn(app, user.email);
    issuer.signInAs({ sub: `p-${Date.now()}`, email: user.email, email_verified: true });
    const linked = await googleCode();
    const response = await reauthenticate(accessToken, { oauthCode: linked });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'escalation_wrong_mode' });
    expect((await reauthenticate(accessToken, { code: '123456' })).status).toBe(400);
    expect(await (await post(accessToken, '/2fa/enable')).json()).toMatchObject({ methods: ['password'] });
  });

  it('asks for exactly one proof', async () => {
    const { accessToken } = await googleMember();
    for (const body of [{}, { password: 'x', code: '123456' }] as Record<string, string>[]) {
      const response = await reauthenticate(accessToken, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});
