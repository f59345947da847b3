import { afterEach, expect, it } from 'vitest';
import { advanceTime, nowMs, resetClock, setFixedTime } from '../../clock';
import type { Database } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { purgeEveryMs, purgeEveryWrites } from '../../services/auth/rate-limit-purge';
import { sendJson } from '../../testing/auth-test-kit';
import { createTestApp } from '../../testing/test-app';

/** 2,000 requests from 2,000 addresses, each leaving one 5-minute rate-limit row (refresh:unknown-token:ip). */
async function sendFromManyAddresses(database: Database, stepMs: number): Promise<void> {
  const { app } = createTestApp({ database, env: { TRUST_PROXY: 'true' } });
  for (let i = 0; i < 2000; i += 1) {
    const ip = `10.${Math.floor(i / 250)}.${i % 250}.1`;
    const response = await sendJson(
      app,
      'POST',
      '/api/auth/refresh',
      { refreshToken: 'x' },
      { 'X-Forwarded-For': ip },
    );
    expect(response.status).toBe(401);
    advanceTime(stepMs);
  }
  advanceTime(-stepMs); // back to the time of the last request
}

async function countRows(database: Database): Promise<{ all: number; live: number }> {
  const rows = await database.db.selectFrom('rate_limits').select('expires_at').execute();
  return { all: rows.length, live: rows.filter((row) => row.expires_at > nowMs()).length };
}

describeEachDialect('rate-limit housekeeping', (getDatabase) => {
  afterEach(resetClock);

  it('leaves only live rows after 2,000 requests a minute apart', async () => {
    setFixedTime(Date.parse('2030-08-01T00:00:00Z'));
    await sendFromManyAddresses(getDatabase(), purgeEveryMs);
    // Windows of 5 minutes: the last five requests' rows are live, every other row is gone.
    expect(await countRows(getDatabase())).toEqual({ all: 5, live: 5 });
  });

  it('keeps expired rows under one purge interval when requests come faster', async () => {
    setFixedTime(Date.parse('2031-08-01T00:00:00Z'));
    await sendFromManyAddresses(getDatabase(), 1000);
    // Windows of 5 minutes, one request a second: 300 live rows, and whatever expired since the last purge.
    const { all, live } = await countRows(getDatabase());
    expect(live).toBe(300);
    expect(all - live).toBeLessThan(purgeEveryWrites);
  });
});
