import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LoginResponse, TokenPair } from '../../../shared/auth/auth-responses';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  type TestApp,
} from '../../testing/auth-test-kit';
import { startTestOidcIssuer, type TestOidcIssuer } from '../../testing/test-oidc-issuer';

const appUrl = 'http://app.example.test';

describeEachDialect('Google and Apple sign-in', (getDatabase) => {
  let issuer: TestOidcIssuer;
  let applePrivateKey: string;
  let app: TestApp;
  beforeAll(async () => {
    issuer = await startTestOidcIssuer();
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    applePrivateKey = await exportPKCS8(privateKey);
  });
  afterAll(() => issuer.close());
  beforeEach(() => {
    app = createAuthTestApp(getDatabase(), {
      env: {
        APP_URL: appUrl,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer.url,
        APPLE_CLIENT_ID: 'apple-client',
        APPLE_TEAM_ID: 'TEAM123',
        APPLE_KEY_ID: 'KEY123',
        APPLE_PRIVATE_KEY: applePrivateKey.replaceAll('\n', '\\n'),
        APPLE_ISSUER: issuer.url,
      },
    }).app;
  });

  async function startAt(provider: 'google' | 'apple'): Promise<string> {
    const start = await app.request(`/api/auth/oauth/${provider}/start`);
    expect(start.status).toBe(302);
    return start.headers.get('Location') ?? '';
  }

  /** Our landing URL after the callback, and its one-time code. */
  function landing(response: Response, provider: string): string | null {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/login-${provider}-callback`);
    return location.searchParams.get('code');
  }

  async function googleSignIn(): Promise<string | null> {
    const { callback } = await issuer.authorize(await startAt('google'));
    return landing(await app.request(`${callback.pathname}${callback.search}`), 'google');
  }

  it('lists only the configured providers', async () => {
    expect(await (await app.request('/api/auth/oauth/providers')).json()).toEqual({
      providers: ['google', 'apple'],
    });
    const bare = createAuthTestApp(getDatabase()).app;
    expect(await (await bare.request('/api/auth/oauth/providers')).json()).toEqual({ providers: [] });
    expect((await bare.request('/api/auth/oauth/google/start')).status).toBe(404);
  });

  it('signs in with Google (PKCE, state, nonce) and the one-time code works once', async () => {
    issuer.signInAs({
      sub: `g-${Date.now()}`,
      email: `g${Date.now()}@gmail.test`,
      email_verified: true,
      name: 'Gale',
    });
    const authorizationUrl = new URL(await startAt('google'));
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
    const { callback } = await issuer.authorize(authorizationUrl.href);
    const code = landing(await app.request(`${callback.pathname}${callback.search}`), 'google');
    const session = await sendJson(app, 'POST', '/api/auth/oauth-session', { code });
    expect(session.status).toBe(200);
    const { accessToken } = (await session.json()) as TokenPair;
    expect(await (await app.request('/api/auth/me', { headers: bearer(accessToken) })).json()).toMatchObject({
      name: 'Gale',
      hasPassword: false,
      providers: ['google'],
    });
    expect((await sendJson(app, 'POST', '/api/auth/oauth-session', { code })).status).toBe(401);
    // The state is single use too: replaying the provider's answer fails.
    expect(landing(await app.request(`${callback.pathname}${callback.search}`), 'google')).toBeNull();
  });

  it('signs in with an Apple-style form_post callback', async () => {
    issuer.signInAs({
      sub: `a-${Date.now()}`,
      email: `relay${Date.now()}@privaterelay.test`,
      email_verified: 'true',
    });
    const authorizationUrl = await startAt('apple');
    expect(new URL(authorizationUrl).searchParams.get('response_mode')).toBe('form_post');
    const { code, state } = await issuer.authorize(authorizationUrl);
    const form = new URLSearchParams({
      code,
      state,
      user: JSON.stringify({ name: { firstName: 'Ari', lastName: 'Lane' } }),
    });
    const response = await app.request('/api/auth/oauth/apple/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const ours = landing(response, 'apple');
    const { accessToken } = (await (
      await sendJson(app, 'POST', '/api/auth/oauth-session', { code: ours })
    ).json()) as TokenPair;
    expect(await (await app.request('/api/auth/me', { headers: bearer(accessToken) })).json()).toMatchObject({
      name: 'Ari Lane',
      providers: ['apple'],
    });
  });

  it('links an existing account only when the provider verified the email', async () => {
    const user = await createTestUser(getDatabase());
    issuer.signInAs({ sub: `u-${Date.now()}`, email: user.email, email_verified: false });
    expect(await googleSignIn()).toBeNull();
    issuer.signInAs({ sub: `v-${Date.now()}`, email: user.email, email_verified: true });
    const code = await googleSignIn();
    const answer = (await (
      await sendJson(app, 'POST', '/api/auth/oauth-session', { code })
    ).json()) as TokenPair;
    expect(
      await (await app.request('/api/auth/me', { headers: bearer(answer.accessToken) })).json(),
    ).toMatchObject({ id: user.id, hasPassword: true });
  });

  it('asks for the second factor when the account has two-factor on', async () => {
    const user = await createTestUser(getDatabase());
    await getDatabase()
      .db.updateTable('users')
      .set({ two_factor_enabled: 1 })
      .where('id', '=', user.id)
      .execute();
    issuer.signInAs({ sub: `t-${Date.now()}`, email: user.email, email_verified: true });
    const answer = (await (
      await sendJson(app, 'POST', '/api/auth/oauth-session', { code: await googleSignIn() })
    ).json()) as LoginResponse;
    expect(answer).toMatchObject({ twoFactorRequired: true });
  });

  it('fails to the landing page without a code for an unknown state', async () => {
    const response = await app.request('/api/auth/oauth/google/callback?code=abc&state=forged');
    expect(landing(response, 'google')).toBeNull();
  });
});
