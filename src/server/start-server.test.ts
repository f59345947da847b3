import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/testing/test-database';
import { loadEnv } from './env';
import { startServer } from './start-server';
import { captureLogs } from './testing/capture-logs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds query results back once `delay.ms` is set, so a request stays in flight as long as a test needs. */
function slowQueries(delay: { ms: number }): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      await sleep(delay.ms);
      return result;
    },
  };
}

describe('startServer', () => {
  let testDatabase: TestDatabase | undefined;
  afterEach(async () => {
    await testDatabase?.dispose();
  });

  /** Starts a real server; queries slow down by `queryDelayMs` once it is up. */
  async function start(options: { queryDelayMs?: number; shutdownTimeoutMs?: number } = {}) {
    testDatabase = await createTestDatabase('sqlite');
    const { database } = testDatabase;
    const delay = { ms: 0 };
    const { logger, lines } = captureLogs();
    const server = await startServer({
      env: loadEnv({ PORT: '0' }),
      logger,
      database: { ...database, db: database.db.withPlugin(slowQueries(delay)) },
      shutdownTimeoutMs: options.shutdownTimeoutMs,
    });
    delay.ms = options.queryDelayMs ?? 0;
    return { server, logs: lines, database };
  }

  it('serves on a free port and logs its URL', async () => {
    const { server, logs } = await start();
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://localhost:${server.port}`);
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(logs).toContainEqual(expect.objectContaining({ msg: 'listening', url: server.url }));
    } finally {
      await server.close();
    }
  });

  it('lets an in-flight request finish on close, then refuses new ones and closes the database', async () => {
    const { server, database } = await start({ queryDelayMs: 400 });
    const inFlight = fetch(`${server.url}/api/health`);
    await sleep(100);
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await sleep(150);
    expect(closed).toBe(false);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(database.db.selectFrom('settings').selectAll().execute()).rejects.toThrow();
  });

  it('waits on close for a request whose client hung up before closing the database', async () => {
    const { server, logs } = await start({ queryDelayMs: 400 });
    const client = new AbortController();
    const abandoned = fetch(`${server.url}/api/health`, { signal: client.signal }).catch(() => 'aborted');
    await sleep(100);
    client.abort();
    expect(await abandoned).toBe('aborted');
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeGreaterThan(150);
    expect(logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/health', status: 200 }),
    );
  });

  it('cuts requests still running at the shutdown deadline', async () => {
    const { server, logs } = await start({ queryDelayMs: 2_000, shutdownTimeoutMs: 200 });
    const inFlight = fetch(`${server.url}/api/health`).then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(100);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await inFlight).toBe('cut');
    expect(logs.some((line) => line.level === 40 && String(line.msg).includes('shutdown deadline'))).toBe(
      true,
    );
  });

  it('applies migrations and seeds before serving', async () => {
    const { server, database } = await start();
    try {
      const keys = await database.db.selectFrom('settings').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual([
        'auth.refresh_token_key',
        'auth.signing_secret',
        'auth.two_factor_key',
        'content.seed_version',
      ]);
      expect(await database.db.selectFrom('users').select('role').execute()).toEqual([{ role: 'admin' }]);
      expect(
        (await database.db.selectFrom('meditation_images').select('id').execute()).length,
      ).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
