import { afterEach, expect, it } from 'vitest';
import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { totpCode } from '../../services/auth/totp';
import { createTestApp } from '../../testing/test-app';
import { createTestUser, sendJson, signIn, testPassword, turnOnTwoFactor } from '../../testing/auth-test-kit';

describeEachDialect('auth rate limits', (getDatabase) => {
  afterEach(resetClock);

  it('scales every limit by RATE_LIMIT_MULTIPLIER, and says in Retry-After when forgot-password opens again', async () => {
    setFixedTime(Date.parse('2030-05-01T12:00:00Z'));
    const { app } = createTestApp({ database: getDatabase(), env: { RATE_LIMIT_MULTIPLIER: '0.5' } });
    const attempt = () =>
      sendJson(app, 'POST', '/api/auth/forgot-password', { email: 'someone@example.test' });
    // forgot-password: 5 per hour per account, halved (rounded down) to 2.
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    advanceTime(90_000);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(60 * 60 - 90));
  });

  it('answers a locked-out two-factor step with 429 and Retry-After in seconds', async () => {
    setFixedTime(Date.parse('2030-05-01T12:00:00Z'));
    const { app } = createTestApp({ database: getDatabase() });
    const { email } = await createTestUser(getDatabase());
    const session = await signIn(app, email);
    const { secret } = await turnOnTwoFactor(app, session.accessToken);
    const login = await sendJson(app, 'POST', '/api/auth/login', { email, password: testPassword });
    const answer = (await login.json()) as LoginResponse;
    if (!('challengeToken' in answer)) throw new Error('expected a two-factor challenge');

    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    let limited: Response | undefined;
    // 10 per 15 minutes per account, set-up's confirmation included: the 10th wrong code is the last.
    while (!limited && statuses.length < 12) {
      const response = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
        challengeToken: answer.challengeToken,
        code: wrong,
      });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(limited?.headers.get('Retry-After')).toBe(String(15 * 60));
    expect(await limited?.json()).toMatchObject({ code: 'rate_limited' });
  });
});
