import { afterEach, expect, it } from 'vitest';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestApp } from '../../testing/test-app';
import { sendJson } from '../../testing/auth-test-kit';

describeEachDialect('auth rate limits', (getDatabase) => {
  afterEach(resetClock);

  it('answers 429 with Retry-After after 10 sign-ins per account in 15 minutes, then lets through again', async () => {
    setFixedTime(Date.parse('2030-05-01T12:00:00Z'));
    const { app } = createTestApp({ database: getDatabase() });
    const attempt = () =>
      sendJson(app, 'POST', '/api/auth/login', { email: 'target@example.test', password: 'guess-123' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(401);
    advanceTime(60_000);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(14 * 60));
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    advanceTime(14 * 60_000);
    expect((await attempt()).status).toBe(401);
  });

  it('scales every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const { app } = createTestApp({ database: getDatabase(), env: { RATE_LIMIT_MULTIPLIER: '0.5' } });
    const attempt = () =>
      sendJson(app, 'POST', '/api/auth/forgot-password', { email: 'someone@example.test' });
    // forgot-password: 5 per hour per account, halved (rounded down) to 2.
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
  });
});
