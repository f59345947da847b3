import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { stateLifetimeMs } from '../../services/oauth/oauth-flow';
import type { TestApp } from '../../testing/auth-test-kit';
import { createTestApp } from '../../testing/test-app';
import { startTestOidcIssuer, type TestOidcIssuer } from '../../testing/test-oidc-issuer';

describeEachDialect('starting a Google sign-in: limits and housekeeping', (getDatabase) => {
  let issuer: TestOidcIssuer;
  let app: TestApp;
  beforeAll(async () => {
    issuer = await startTestOidcIssuer();
    app = createTestApp({
      database: getDatabase(),
      env: {
        APP_URL: 'http://app.example.test',
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer.url,
      },
    }).app;
  });
  afterAll(() => issuer.close());
  afterEach(resetClock);

  const start = (ip: string) =>
    app.request('/api/auth/oauth/google/start', { headers: { 'X-Forwarded-For': ip } });
  const states = async () =>
    (await getDatabase().db.selectFrom('oauth_states').select('state').execute()).map((row) => row.state);

  it('answers 429 past 30 starts from one address in 15 minutes, storing nothing more, and not to another address', async () => {
    setFixedTime(Date.parse('2030-10-01T10:00:00Z'));
    for (let i = 0; i < 30; i += 1) expect((await start('198.51.100.7')).status).toBe(302);
    const stored = (await states()).length;
    advanceTime(60_000);
    const limited = await start('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(14 * 60));
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers.getSetCookie()).toEqual([]);
    expect((await states()).length).toBe(stored);
    expect((await start('198.51.100.8')).status).toBe(302);
  });

  it('purges the states of abandoned sign-ins once they expire', async () => {
    setFixedTime(Date.parse('2030-10-02T10:00:00Z'));
    expect((await start('203.0.113.1')).status).toBe(302);
    const abandoned = await states();
    expect(abandoned.length).toBeGreaterThan(0);
    advanceTime(stateLifetimeMs + 1);
    expect((await start('203.0.113.2')).status).toBe(302);
    const left = await states();
    expect(left).toHaveLength(1);
    expect(abandoned).not.toContain(left[0]);
  });
});
