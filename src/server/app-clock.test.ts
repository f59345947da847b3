import { expect, it } from 'vitest';
import { createAdjustableClock, nowMs } from './clock';
import { describeEachDialect } from './db/testing/each-dialect';
import { bearer, createAuthTestApp, createTestUser, sendJson, signIn } from './testing/auth-test-kit';

/** Services read the clock the app was given (AppDeps.clock), not a module's: time moves per app. */
describeEachDialect('the clock an app is given', (getDatabase) => {
  it('decides when a reused refresh token is theft and when an access token expires', async () => {
    const clock = createAdjustableClock();
    const { app } = createAuthTestApp(getDatabase(), { clock });
    const user = await createTestUser(getDatabase());
    const refresh = (refreshToken: string) => sendJson(app, 'POST', '/api/auth/refresh', { refreshToken });
    const me = (accessToken: string) => app.request('/api/auth/me', { headers: bearer(accessToken) });

    const stolen = await signIn(app, user.email);
    const child = await refresh(stolen.refreshToken);
    expect(child.status).toBe(200);
    // Past the 10 s grace window on this app's clock only: the stolen token's return ends the session.
    clock.advanceTime(11_000);
    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    expect((await me(stolen.accessToken)).status).toBe(401);

    const next = await signIn(app, user.email);
    expect((await me(next.accessToken)).status).toBe(200);
    clock.advanceTime(15 * 60_000 + 1_000);
    expect((await me(next.accessToken)).status).toBe(401);
    // The process clock never moved.
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1_000);
  });
});
