import { Hono } from 'hono';
import { beforeEach, expect, it } from 'vitest';
import type { SessionsResponse } from '../../../shared/auth/auth-responses';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { handleError } from '../../http/error-handler';
import type { AppEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { requireRole } from '../../http/require-role';
import { createAuthContext } from '../../services/auth/auth-context';
import { loadEnv } from '../../env';
import { captureLogs } from '../../testing/capture-logs';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';

describeEachDialect('account', (getDatabase) => {
  let app: TestApp;
  let email: string;
  beforeEach(async () => {
    app = createAuthTestApp(getDatabase()).app;
    email = (await createTestUser(getDatabase(), { name: 'Lin' })).email;
  });

  it('shows and updates the profile', async () => {
    const { accessToken } = await signIn(app, email);
    const profile = await (await app.request('/api/auth/me', { headers: bearer(accessToken) })).json();
    expect(profile).toMatchObject({
      email,
      name: 'Lin',
      displayName: null,
      role: 'user',
      twoFactorEnabled: false,
      hasPassword: true,
      providers: [],
    });
    expect(JSON.stringify(profile)).not.toMatch(/hash|secret/i);
    const updated = await sendJson(
      app,
      'PATCH',
      '/api/auth/me',
      { name: ' Lin Wu ', displayName: 'lin' },
      bearer(accessToken),
    );
    expect(await updated.json()).toMatchObject({ name: 'Lin Wu', displayName: 'lin' });
    const cleared = await sendJson(app, 'PATCH', '/api/auth/me', { displayName: '' }, bearer(accessToken));
    expect(await cleared.json()).toMatchObject({ displayName: null });
  });

  it('refuses names with direction overrides, invisible or control characters, and says why', async () => {
    const { accessToken } = await signIn(app, email);
    for (const body of [
      { name: 'Lin\u202Efdp.exe' },
      { name: 'L\u200Din' },
      { displayName: 'lin\u2067' },
      { displayName: '\u0000lin' },
      { displayName: 'l\u009Bin' },
    ]) {
      const response = await sendJson(app, 'PATCH', '/api/auth/me', body, bearer(accessToken));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(
        'Names cannot contain control or invisible formatting characters',
      );
    }
    const profile = await (await app.request('/api/auth/me', { headers: bearer(accessToken) })).json();
    expect(profile).toMatchObject({ name: 'Lin', displayName: null });
  });

  it('answers 401 without a token, with a malformed one, and with a refresh token', async () => {
    const { refreshToken } = await signIn(app, email);
    for (const headers of [
      {},
      { Authorization: 'Bearer nonsense' },
      bearer(refreshToken),
      { Authorization: 'Basic abc' },
    ]) {
      const response = await app.request('/api/auth/me', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Authentication required', code: 'unauthorized' });
    }
  });

  it('lists signed-in devices and signs one out, which stops its next call', async () => {
    const laptop = await signIn(app, email);
    const phone = await signIn(app, email);
    const list = (await (
      await app.request('/api/auth/sessions', { headers: bearer(laptop.accessToken) })
    ).json()) as SessionsResponse;
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = list.sessions.find((session) => !session.current);
    const removed = await app.request(`/api/auth/sessions/${phoneSession?.id}`, {
      method: 'DELETE',
      headers: bearer(laptop.accessToken),
    });
    expect(removed.status).toBe(204);
    expect((await app.request('/api/auth/me', { headers: bearer(phone.accessToken) })).status).toBe(401);
    expect(
      (await sendJson(app, 'POST', '/api/auth/refresh', { refreshToken: phone.refreshToken })).status,
    ).toBe(401);
  });

  it('does not sign out another user’s session', async () => {
    const mine = await signIn(app, email);
    const stranger = await signIn(app, (await createTestUser(getDatabase())).email);
    const theirs = (await (
      await app.request('/api/auth/sessions', { headers: bearer(stranger.accessToken) })
    ).json()) as SessionsResponse;
    const response = await app.request(`/api/auth/sessions/${theirs.sessions[0]?.id}`, {
      method: 'DELETE',
      headers: bearer(mine.accessToken),
    });
    expect(response.status).toBe(404);
    expect((await app.request('/api/auth/me', { headers: bearer(stranger.accessToken) })).status).toBe(200);
  });

  it('guards routes by role rank, reading the role from the database', async () => {
    const { logger } = captureLogs();
    const ctx = createAuthContext({
      env: loadEnv({ RATE_LIMIT_MULTIPLIER: '1000' }),
      database: getDatabase(),
      logger,
    });
    const guarded = new Hono<AppEnv>();
    guarded.onError(handleError);
    guarded.use(async (c, next) => {
      c.set('logger', logger);
      await next();
    });
    guarded.get('/api/content', requireAuth(ctx), requireRole('editor'), (c) => c.text('ok'));
    const editor = await createTestUser(getDatabase(), { role: 'editor' });
    const admin = await createTestUser(getDatabase(), { role: 'admin' });
    const call = async (address: string) =>
      (await guarded.request('/api/content', { headers: bearer((await signIn(app, address)).accessToken) }))
        .status;
    expect(await call(email)).toBe(403);
    expect(await call(editor.email)).toBe(200);
    expect(await call(admin.email)).toBe(200);
  });
});
