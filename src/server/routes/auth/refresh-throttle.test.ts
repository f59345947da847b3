import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser, sendJson, testPassword, type TestApp } from '../../testing/auth-test-kit';
import { createTestApp } from '../../testing/test-app';

const fromAddress = (ip: string) => ({ 'X-Forwarded-For': ip });

describeEachDialect('refresh throttling', (getDatabase) => {
  let app: TestApp;
  const refresh = (refreshToken: string, ip: string) =>
    sendJson(app, 'POST', '/api/auth/refresh', { refreshToken }, fromAddress(ip));
  const signIn = async (ip: string): Promise<TokenPair> => {
    const { email } = await createTestUser(getDatabase());
    const response = await sendJson(
      app,
      'POST',
      '/api/auth/login',
      { email, password: testPassword },
      fromAddress(ip),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as TokenPair;
  };
  beforeEach(() => {
    setFixedTime(Date.parse('2030-07-01T09:00:00Z'));
    // The real limits (no multiplier), behind a proxy so each test chooses its callers' addresses.
    app = createTestApp({ database: getDatabase(), env: { TRUST_PROXY: 'true' } }).app;
  });
  afterEach(resetClock);

  it("does not let failed refreshes behind one proxy address block another member's valid refresh", async () => {
    const office = '192.0.2.10';
    const signedOut = await signIn(office);
    const colleague = await signIn(office);
    await sendJson(app, 'POST', '/api/auth/logout', { refreshToken: signedOut.refreshToken });
    // One member's device keeps retrying its ended session, another's sends tokens that never were.
    for (let i = 0; i < 200; i += 1) {
      expect([401, 429]).toContain((await refresh(signedOut.refreshToken, office)).status);
      expect([401, 429]).toContain((await refresh(randomBytes(32).toString('base64url'), office)).status);
    }
    expect((await refresh(colleague.refreshToken, office)).status).toBe(200);
  });

  it('limits refreshes per sign-in session, not per address', async () => {
    const office = '192.0.2.11';
    const looping = await signIn(office);
    const other = await signIn(office);
    // Within the 10 s grace the same token answers the same child: a client stuck in a loop.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await refresh(looping.refreshToken, office)).status);
    expect(statuses).toEqual(Array(60).fill(200));
    const limited = await refresh(looping.refreshToken, office);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('300');
    expect((await refresh(other.refreshToken, office)).status).toBe(200);
  });

  it('limits malformed refresh tokens per address', async () => {
    for (let i = 0; i < 150; i += 1)
      expect((await refresh(`garbage-${i}`, '198.51.100.30')).status).toBe(401);
    const limited = await refresh('garbage', '198.51.100.30');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('300');
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await refresh('garbage', '198.51.100.31')).status).toBe(401);
  });
});
