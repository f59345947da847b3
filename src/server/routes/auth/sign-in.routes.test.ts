import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  testPassword,
  type TestApp,
} from '../../testing/auth-test-kit';

const refresh = (app: TestApp, refreshToken: string) =>
  sendJson(app, 'POST', '/api/auth/refresh', { refreshToken });
const me = (app: TestApp, accessToken: string) =>
  app.request('/api/auth/me', { headers: bearer(accessToken) });

describeEachDialect('sign-in sessions', (getDatabase) => {
  let app: TestApp;
  let email: string;
  beforeEach(async () => {
    app = createAuthTestApp(getDatabase()).app;
    email = (await createTestUser(getDatabase())).email;
    setFixedTime(Date.parse('2030-03-01T10:00:00Z'));
  });
  afterEach(resetClock);

  it('answers the same neutral 401 for a wrong password and an unknown account', async () => {
    const wrong = await sendJson(app, 'POST', '/api/auth/login', { email, password: 'not-the-password' });
    const unknown = await sendJson(app, 'POST', '/api/auth/login', {
      email: 'nobody@example.test',
      password: testPassword,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('rotates on every refresh: the new pair works and the old access token keeps working until revoked', async () => {
    const first = await signIn(app, email);
    const response = await refresh(app, first.refreshToken);
    expect(response.status).toBe(200);
    const second = (await response.json()) as TokenPair;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(app, second.accessToken)).status).toBe(200);
    expect((await refresh(app, second.refreshToken)).status).toBe(200);
  });

  it('answers the same child to a repeat within the 10 s grace window', async () => {
    const first = await signIn(app, email);
    const a = (await (await refresh(app, first.refreshToken)).json()) as TokenPair;
    advanceTime(9_000);
    const b = (await (await refresh(app, first.refreshToken)).json()) as TokenPair;
    expect(b.refreshToken).toBe(a.refreshToken);
    expect((await refresh(app, b.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const first = await signIn(app, email);
    const second = (await (await refresh(app, first.refreshToken)).json()) as TokenPair;
    advanceTime(11_000);
    const reused = await refresh(app, first.refreshToken);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: 'Refresh failed', code: 'invalid_refresh_token' });
    // The thief's copy and the rightful holder's both stop, including the live access token.
    expect((await refresh(app, second.refreshToken)).status).toBe(401);
    expect((await me(app, second.accessToken)).status).toBe(401);
  });

  it('rotates exactly once under 20 concurrent refreshes of one token', async () => {
    const first = await signIn(app, email);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(app, first.refreshToken)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const children = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as TokenPair).refreshToken)),
    );
    expect(children.size).toBe(1);
    const { db } = getDatabase();
    const rows = await db
      .selectFrom('refresh_tokens')
      .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select(['refresh_tokens.rotated_at'])
      .where('users.email', '=', email)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await refresh(app, [...children][0] ?? '')).status).toBe(200);
  });

  it('ends a session after the idle lifetime and after 30 days regardless', async () => {
    const idle = await signIn(app, email);
    advanceTime(7 * 24 * 3600_000 + 1);
    expect((await refresh(app, idle.refreshToken)).status).toBe(401);

    let pair = await signIn(app, email);
    for (let day = 0; day < 5; day += 1) {
      advanceTime(6 * 24 * 3600_000);
      const response = await refresh(app, pair.refreshToken);
      if (day < 4) pair = (await response.json()) as TokenPair;
      else expect(response.status).toBe(401);
    }
  });

  it('logs out: the refresh token and the access token of that session stop working', async () => {
    const pair = await signIn(app, email);
    expect(
      (await sendJson(app, 'POST', '/api/auth/logout', { refreshToken: pair.refreshToken })).status,
    ).toBe(204);
    expect((await refresh(app, pair.refreshToken)).status).toBe(401);
    expect((await me(app, pair.accessToken)).status).toBe(401);
  });

  it('expires access tokens after ACCESS_TOKEN_TTL', async () => {
    const short = createAuthTestApp(getDatabase(), { env: { ACCESS_TOKEN_TTL: '5s' } }).app;
    const pair = await signIn(short, email);
    advanceTime(6_000);
    expect((await me(short, pair.accessToken)).status).toBe(401);
  });
});
