import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LoginResponse, RegistrationPending, TokenPair } from '../../../shared/auth/auth-responses';
import { listOutboxMail } from '../../db/repositories/mail-outbox-repository';
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
import { startTestOidcIssuer, type TestOidcIssuer } from '../../testing/test-oidc-issuer';

/** Issue 20: answers with tokens or account details are never kept by a browser or proxy cache. */
describeEachDialect('Cache-Control of auth answers', (getDatabase) => {
  let issuer: TestOidcIssuer;
  let app: TestApp;
  beforeAll(async () => {
    issuer = await startTestOidcIssuer();
  });
  afterAll(() => issuer.close());
  beforeEach(() => {
    app = createAuthTestApp(getDatabase(), {
      env: { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: issuer.url },
    }).app;
  });

  const expectNoStore = (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  };

  it('sends no-store with every token pair, challenge and account answer', async () => {
    const email = `cache-${Date.now()}@example.test`;
    const registered = await sendJson(app, 'POST', '/api/auth/register', {
      name: 'Ada',
      email,
      password: testPassword,
    });
    expectNoStore(registered, 202);
    const { registrationToken } = (await registered.json()) as RegistrationPending;
    let code = '';
    await expect
      .poll(async () => {
        const [mail] = await listOutboxMail(getDatabase().db, email);
        code = /\b(\d{6})\b/.exec(mail?.text_body ?? '')?.[1] ?? '';
        return code;
      })
      .not.toBe('');
    const created = await sendJson(app, 'POST', '/api/auth/register/verify', { registrationToken, code });
    expectNoStore(created, 201);
    const { accessToken, refreshToken } = (await created.json()) as TokenPair;

    expectNoStore(await sendJson(app, 'POST', '/api/auth/login', { email, password: testPassword }), 200);
    expectNoStore(await sendJson(app, 'POST', '/api/auth/refresh', { refreshToken }), 200);
    expectNoStore(await app.request('/api/auth/me', { headers: bearer(accessToken) }), 200);
    expectNoStore(await app.request('/api/auth/sessions', { headers: bearer(accessToken) }), 200);

    const { secret } = await turnOnTwoFactor(app, accessToken);
    const challenge = await sendJson(app, 'POST', '/api/auth/login', { email, password: testPassword });
    expectNoStore(challenge, 200);
    const { challengeToken } = (await challenge.json()) as Extract<LoginResponse, { challengeToken: string }>;
    const verified = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
      challengeToken,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expectNoStore(verified, 200);
    // Failures too: nothing under /api/auth is cacheable.
    expectNoStore(await app.request('/api/auth/me'), 401);
  });

  it('sends no-store with the token pair of a Google sign-in', async () => {
    const user = await createTestUser(getDatabase());
    await signIn(app, user.email);
    issuer.signInAs({ sub: `n-${Date.now()}`, email: user.email, email_verified: true });
    const start = await app.request('/api/auth/oauth/google/start');
    const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { callback } = await issuer.authorize(start.headers.get('Location') ?? '');
    const landed = await app.request(`${callback.pathname}${callback.search}`, {
      headers: { Cookie: cookie },
    });
    const code = new URL(landed.headers.get('Location') ?? '').searchParams.get('code');
    const session = await sendJson(app, 'POST', '/api/auth/oauth-session', { code });
    expectNoStore(session, 200);
    expect(await session.json()).toHaveProperty('refreshToken');
  });
});
