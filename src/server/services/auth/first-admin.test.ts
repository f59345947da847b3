import { expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { captureLogs } from '../../testing/capture-logs';
import { createTestApp } from '../../testing/test-app';
import { sendJson } from '../../testing/auth-test-kit';
import { ensureFirstAdmin } from './first-admin';

/** Collects what ensureFirstAdmin prints. */
function capturePrint() {
  const printed: string[] = [];
  return { print: (text: string) => void printed.push(text), printed };
}

describeEachDialect('first admin', (getDatabase) => {
  it('creates a generated admin once, logging its login a single time', async () => {
    const database = getDatabase();
    const { logger, lines } = captureLogs();
    const { print, printed } = capturePrint();
    await ensureFirstAdmin({ database, env: loadEnv({}), logger, print });
    await ensureFirstAdmin({ database, env: loadEnv({}), logger, print });
    const logins = lines.filter((line) => String(line.msg).startsWith('First admin login: '));
    expect(logins).toHaveLength(1);
    const [, email, password] = /^First admin login: (\S+) \/ (\S+)/.exec(String(logins[0]?.msg)) ?? [];
    // The same login, once, on readable lines of its own.
    expect(printed).toHaveLength(1);
    expect(printed[0]?.split('\n')).toEqual([
      '',
      'First admin login (shown once; change the password after signing in):',
      `  Email:    ${email}`,
      `  Password: ${password}`,
      '',
      '',
    ]);
    const { app } = createTestApp({ database });
    const response = await sendJson(app, 'POST', '/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    const me = await app.request('/api/auth/me', {
      headers: {
        Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`,
      },
    });
    expect(await me.json()).toMatchObject({ role: 'admin' });
  });

  it('does nothing when accounts exist', async () => {
    const { logger, lines } = captureLogs();
    await ensureFirstAdmin({
      database: getDatabase(),
      env: loadEnv({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'boss-pass-975' }),
      logger,
    });
    expect(lines).toHaveLength(0);
  });
});

describeEachDialect('first admin from ADMIN_PASSWORD', (getDatabase) => {
  it('creates the admin with that password and prints no login', async () => {
    const database = getDatabase();
    const { logger, lines } = captureLogs();
    const { print, printed } = capturePrint();
    const env = loadEnv({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'boss-pass-975' });
    await ensureFirstAdmin({ database, env, logger, print });
    expect(printed).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(['first admin created from ADMIN_EMAIL / ADMIN_PASSWORD']);
    const { app } = createTestApp({ database });
    const response = await sendJson(app, 'POST', '/api/auth/login', {
      email: 'boss@example.test',
      password: 'boss-pass-975',
    });
    expect(response.status).toBe(200);
  });
});
