import { afterEach, beforeEach, expect, it } from 'vitest';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser, sendJson, testPassword, type TestApp } from '../../testing/auth-test-kit';
import { createTestApp } from '../../testing/test-app';

/** A sign-in as it reaches the app through our (trusted) proxy from `ip`. */
const login = (app: TestApp, email: string, password: string, ip: string) =>
  sendJson(app, 'POST', '/api/auth/login', { email, password }, { 'X-Forwarded-For': ip });

const wrongPassword = 'not-the-password-1';

describeEachDialect('sign-in throttling', (getDatabase) => {
  let app: TestApp;
  let email: string;
  beforeEach(async () => {
    setFixedTime(Date.parse('2030-06-01T08:00:00Z'));
    // The real limits (no multiplier), behind a proxy so each test chooses its callers' addresses.
    app = createTestApp({ database: getDatabase(), env: { TRUST_PROXY: 'true' } }).app;
    email = (await createTestUser(getDatabase())).email;
  });
  afterEach(resetClock);

  it('after ten wrong passwords from one address, the right one from another signs in; from the same it waits as told', async () => {
    const waits: number[] = [];
    let wrong = 0;
    // The attacker waits as told, so all ten guesses are checked.
    while (wrong < 10) {
      const response = await login(app, email, wrongPassword, '198.51.100.1');
      if (response.status === 429) {
        const wait = Number(response.headers.get('Retry-After'));
        waits.push(wait);
        advanceTime(wait * 1000);
      } else {
        expect(response.status).toBe(401);
        wrong += 1;
      }
    }
    // Five free attempts, then growing waits.
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    expect((await login(app, email, testPassword, '203.0.113.9')).status).toBe(200);

    const same = await login(app, email, testPassword, '198.51.100.1');
    expect(same.status).toBe(429);
    expect(same.headers.get('Retry-After')).toBe('32');
    expect(await same.json()).toMatchObject({ code: 'rate_limited' });
    advanceTime(32_000);
    expect((await login(app, email, testPassword, '198.51.100.1')).status).toBe(200);
    // The right password forgets that address's failures: the next typo is checked at once.
    expect((await login(app, email, wrongPassword, '198.51.100.1')).status).toBe(401);
  });

  it('lets a burst of parallel guesses from one address check only the free attempts', async () => {
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => login(app, email, wrongPassword, '198.51.100.2')))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('slows guesses spread over many addresses, but not the owner at an address she signed in from', async () => {
    expect((await login(app, email, testPassword, '192.0.2.50')).status).toBe(200);
    // Ten addresses, five wrong guesses each: no address is slowed, the account-wide 50 are spent.
    for (let address = 0; address < 10; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await login(app, email, wrongPassword, `198.51.100.${10 + address}`)).status).toBe(401);
      }
    }
    const newAddress = await login(app, email, testPassword, '203.0.113.20');
    expect(newAddress.status).toBe(429);
    expect(newAddress.headers.get('Retry-After')).toBe('1');
    expect((await login(app, email, testPassword, '192.0.2.50')).status).toBe(200);
    advanceTime(1000);
    expect((await login(app, email, testPassword, '203.0.113.20')).status).toBe(200);
  });

  it('limits attempts per address across accounts, but gives back the ones that signed in', async () => {
    const limited = createTestApp({
      database: getDatabase(),
      env: { TRUST_PROXY: 'true', RATE_LIMIT_MULTIPLIER: '0.1' },
    }).app;
    // Ten per 15 minutes per address at this multiplier. Members behind one office address all sign in...
    for (let member = 0; member < 15; member += 1) {
      const { email: memberEmail } = await createTestUser(getDatabase());
      expect((await login(limited, memberEmail, testPassword, '192.0.2.80')).status).toBe(200);
    }
    // ...while guesses at ten other accounts spend the address's budget.
    for (let account = 0; account < 10; account += 1) {
      const guess = await login(limited, `stuffed-${account}@example.test`, wrongPassword, '198.51.100.80');
      expect(guess.status).toBe(401);
    }
    const stuffed = await login(limited, email, testPassword, '198.51.100.80');
    expect(stuffed.status).toBe(429);
    expect(stuffed.headers.get('Retry-After')).toBe(String(15 * 60));
    expect((await login(limited, email, testPassword, '198.51.100.81')).status).toBe(200);
  });
});
