import { expect, it } from 'vitest';
import { machineApiErrorCodes } from '../shared/machine-api/machine-api-messages';
import { createAdjustableClock, nowMs } from './clock';
import { describeEachDialect } from './db/testing/each-dialect';
import { bearer, createAuthTestApp, createTestUser, sendJson, signIn } from './testing/auth-test-kit';
import { adminHeaders, createServiceAccountVia, createTokenVia } from './testing/service-account-test-kit';

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

  it('issues, stamps and expires a service account token by the app clock, not the process clock', async () => {
    const clock = createAdjustableClock();
    // A day behind the process clock: an expiry an hour ahead of this app is already past for the process.
    const appNow = Date.now() - 86_400_000;
    clock.setFixedTime(appNow);
    const { app } = createAuthTestApp(getDatabase(), { clock });
    const headers = await adminHeaders(app, getDatabase());
    const account = await createServiceAccountVia(app, headers);
    const { id: tokenId, token } = await createTokenVia(app, headers, account.id, {
      name: 'Reports',
      scopes: ['reports:read'],
      expiresAt: new Date(appNow + 3_600_000).toISOString(),
    });
    const audited = await getDatabase()
      .db.selectFrom('audit_log')
      .select('created_at')
      .where('action', '=', 'token.create')
      .where('target_id', '=', tokenId)
      .executeTakeFirstOrThrow();
    expect(audited.created_at).toBe(appNow);

    const report = () => app.request('/api/v1/reports/practice?days=1', { headers: bearer(token) });
    const live = await report();
    expect(live.status).toBe(200);
    expect(((await live.json()) as { to: string }).to).toBe(new Date(appNow).toISOString());
    clock.advanceTime(3_600_000);
    const expired = await report();
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { code: string }).code).toBe(machineApiErrorCodes.tokenExpired);
    // The process clock never moved.
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1_000);
  });
});
