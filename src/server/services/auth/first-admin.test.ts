import { expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { captureLogs } from '../../testing/capture-logs';
import { createTestApp } from '../../testing/test-app';
import { sendJson } from '../../testing/auth-test-kit';
import { ensureFirstAdmin } from './first-admin';

describeEachDialect('first admin', (getDatabase) => {
  it('creates a generated admin once, logging its login a single time', async () => {
    const database = getDatabase();
    const { logger, lines } = captureLogs();
    await ensureFirstAdmin({ database, env: loadEnv({}), logger });
    await ensureFirstAdmin({ database, env: loadEnv({}), logger });
    const logins = lines.filter((line) => String(line.msg).startsWith('First admin login: '));
    expect(logins).toHaveLength(1);
    const [, email, password] = /^First admin login: (\S+) \/ (\S+)/.exec(String(logins[0]?.msg)) ?? [];
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
