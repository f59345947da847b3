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

/** A browser as these tests play it: the cookies it holds for the OAuth routes. */
interface Browser {
  cookie: string;
}

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
  const appAt = (url: string) =>
    createAuthTestApp(getDatabase(), {
      env: {
        APP_URL: url,
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
  beforeEach(() => {
    app = appAt(appUrl);
  });

  /** Starts a sign-in in a new browser: the provider's URL, and the browser with its cookie. */
  async function startIn(provider: 'google' | 'apple'): Promise<{ url: string; browser: Browser }> {
    const start = await app.request(`/api/auth/oauth/${provider}/start`);
    expect(start.status).toBe(302);
    const [setCookie] = start.headers.getSetCookie();
    return { url: start.headers.get('Location') ?? '', browser: { cookie: setCookie?.split(';')[0] ?? '' } };
  }

  /** A GET of our callback, as the browser makes it when the provider sends it back. */
  function callbackIn(browser: Browser | undefined, url: URL): Promise<Response> {
    return Promise.resolve(
      app.request(`${url.pathname}${url.search}`, { headers: browser ? { Cookie: browser.cookie } : {} }),
    );
  }

  /**
   * Apple's form_post as a browser makes it: a cross-site POST, which carries no SameSite=Lax
   * cookie. Answers where it sends the browser next (the GET that carries the cookie).
   */
  async function applePost(form: Record<string, string>): Promise<URL> {
    const posted = await app.request('/api/auth/oauth/apple/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(posted.status).toBe(303);
    return new URL(posted.headers.get('Location') ?? '');
  }

  /** The one-time code on our landing URL, which `location` must be. */
  function landingCode(location: URL, provider: string): string | null {
    expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/login-${provider}-callback`);
    return location.searchParams.get('code');
  }

  /** Our landing URL after the callback, and its one-time code. */
  function landing(response: Response, provider: string): string | null {
    expect(response.status).toBe(302);
    return landingCode(new URL(response.headers.get('Location') ?? ''), provider);
  }

  async function googleSignIn(): Promise<string | null> {
    const { url, browser } = await startIn('google');
    const { callback } = await issuer.authorize(url);
    return landing(await callbackIn(browser, callback), 'google');
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
    const { url, browser } = await startIn('google');
    const authorizationUrl = new URL(url);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
    const { callback } = await issuer.authorize(authorizationUrl.href);
    const code = landing(await callbackIn(browser, callback), 'google');
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
    expect(landing(await callbackIn(browser, callback), 'google')).toBeNull();
  });

  it('keeps a provider name to our name rules: no direction override, no invisible characters', async () => {
    const signInNamed = async (name: string) => {
      issuer.signInAs({
        sub: `n-${name.length}-${Date.now()}`,
        email: `n${Date.now()}@gmail.test`,
        email_verified: true,
        name,
      });
      const { url, browser } = await startIn('google');
      const { callback } = await issuer.authorize(url);
      const code = landing(await callbackIn(browser, callback), 'google');
      const { accessToken } = (await (
        await sendJson(app, 'POST', '/api/auth/oauth-session', { code })
      ).json()) as TokenPair;
      return (await (await app.request('/api/auth/me', { headers: bearer(accessToken) })).json()) as {
        name: string;
        email: string;
      };
    };
    expect((await signInNamed('Gale\u202Etxt.exe\u200B\u0000')).name).toBe('Galetxt.exe');
    const invisibleOnly = await signInNamed('\u200B\u202E');
    expect(invisibleOnly.name).toBe(invisibleOnly.email.split('@')[0]);
  });

  it('signs in with an Apple-style form_post callback', async () => {
    issuer.signInAs({
      sub: `a-${Date.now()}`,
      email: `relay${Date.now()}@privaterelay.test`,
      email_verified: 'true',
    });
    const { url, browser } = await startIn('apple');
    expect(new URL(url).searchParams.get('response_mode')).toBe('form_post');
    const { code, state } = await issuer.authorize(url);
    const next = await applePost({
      code,
      state,
      user: JSON.stringify({ name: { firstName: 'Ari', lastName: 'Lane' } }),
    });
    // The code and the user's name stay out of the address bar.
    expect([...next.searchParams.keys()]).toEqual(['state']);
    const ours = landing(await callbackIn(browser, next), 'apple');
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

  it("keeps the browser's secret in a short-lived, HttpOnly, SameSite=Lax cookie for the OAuth routes", async () => {
    const start = await app.request('/api/auth/oauth/google/start');
    const cookies = start.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = (cookies[0] ?? '').split('; ');
    expect(pair).toMatch(/^oauth_google=[\w-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/auth/oauth', 'SameSite=Lax']);
    // The secret itself never leaves for the provider.
    expect(start.headers.get('Location')).not.toContain(pair?.split('=')[1]);

    app = appAt('https://app.example.test');
    const secure = (await app.request('/api/auth/oauth/apple/start')).headers.getSetCookie()[0] ?? '';
    expect(secure.split('; ')).toEqual(expect.arrayContaining(['Secure', 'SameSite=Lax', 'HttpOnly']));
  });

  it("refuses a Google callback carrying another browser's state, without using it up", async () => {
    issuer.signInAs({ sub: `x-${Date.now()}`, email: `x${Date.now()}@gmail.test`, email_verified: true });
    const victim = await startIn('google');
    const { browser: attacker } = await startIn('google');
    const { callback } = await issuer.authorize(victim.url);
    expect(landing(await callbackIn(undefined, callback), 'google')).toBeNull();
    expect(landing(await callbackIn(attacker, callback), 'google')).toBeNull();
    expect(landing(await callbackIn({ cookie: 'oauth_google=forged' }, callback), 'google')).toBeNull();
    // The browser that started it still finishes: the refusals did not spend its state.
    const code = landing(await callbackIn(victim.browser, callback), 'google');
    expect((await sendJson(app, 'POST', '/api/auth/oauth-session', { code })).status).toBe(200);
  });

  it("refuses an Apple form_post carrying another browser's state", async () => {
    issuer.signInAs({
      sub: `y-${Date.now()}`,
      email: `y${Date.now()}@privaterelay.test`,
      email_verified: true,
    });
    const { url } = await startIn('apple');
    const { browser: other } = await startIn('apple');
    const { code, state } = await issuer.authorize(url);
    const next = await applePost({ code, state });
    expect(landing(await callbackIn(other, next), 'apple')).toBeNull();
    expect(landing(await callbackIn(undefined, next), 'apple')).toBeNull();
    // The answer is held once: posting it again leads nowhere either.
    expect(landingCode(await applePost({ code, state }), 'apple')).toBeNull();
  });

  it('clears the cookie on the callback, whatever the outcome', async () => {
    const { browser } = await startIn('google');
    const response = await callbackIn(
      browser,
      new URL(`${appUrl}/api/auth/oauth/google/callback?state=forged`),
    );
    expect(landing(response, 'google')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^oauth_google=; Max-Age=0; Path=\/api\/auth\/oauth; HttpOnly; SameSite=Lax/),
    ]);
  });

  it('takes a POST callback only from the provider that answers with form_post', async () => {
    const { url, browser } = await startIn('google');
    const { code, state } = await issuer.authorize(url);
    const posted = await app.request('/api/auth/oauth/google/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browser.cookie },
      body: new URLSearchParams({ code, state }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(landingCode(new URL(posted.headers.get('Location') ?? ''), 'google')).toBeNull();
  });
});
