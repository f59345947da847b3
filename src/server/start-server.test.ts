import { connect, type Socket } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/testing/test-database';
import { loadEnv } from './env';
import { IDLE_TIMEOUT_MS, startServer } from './start-server';
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
  async function start(
    options: { queryDelayMs?: number; shutdownTimeoutMs?: number; idleTimeoutMs?: number } = {},
  ) {
    testDatabase = await createTestDatabase('sqlite');
    const { database } = testDatabase;
    const delay = { ms: 0 };
    const { logger, lines } = captureLogs();
    const server = await startServer({
      env: loadEnv({ PORT: '0' }),
      logger,
      database: { ...database, db: database.db.withPlugin(slowQueries(delay)) },
      shutdownTimeoutMs: options.shutdownTimeoutMs,
      idleTimeoutMs: options.idleTimeoutMs,
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

  /** Opens a raw connection and sends a login request's head and the first `sent` bytes of a 100-byte body. */
  async function startRequest(
    port: number,
    sent: string,
  ): Promise<{ socket: Socket; closed: Promise<number> }> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const opened = performance.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now() - opened)),
    );
    socket.on('error', () => {});
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: 100\r\n\r\n${sent}`,
    );
    return { socket, closed };
  }

  it('drops a request whose body stalls once the connection has been idle for the timeout', async () => {
    expect(IDLE_TIMEOUT_MS).toBe(30_000);
    const { server } = await start({ idleTimeoutMs: 300 });
    try {
      const { socket, closed } = await startRequest(server.port, '{"email":');
      const closedAfterMs = await Promise.race([closed, sleep(3_000).then(() => Number.POSITIVE_INFINITY)]);
      socket.destroy();
      expect(closedAfterMs).toBeGreaterThanOrEqual(250);
      expect(closedAfterMs).toBeLessThan(3_000);
    } finally {
      await server.close();
    }
  });

  it('lets a slow body that keeps arriving finish, however long it takes in all', async () => {
    const { server } = await start({ idleTimeoutMs: 300 });
    try {
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'x' }).padEnd(100, ' ');
      const { socket, closed } = await startRequest(server.port, body.slice(0, 10));
      const answer = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
      // 900 ms in all, three times the idle timeout, but never 300 ms without a byte.
      for (let at = 10; at < body.length; at += 30) {
        await sleep(150);
        socket.write(body.slice(at, at + 30));
      }
      expect(await answer).toMatch(/^HTTP\/1\.1 401 /);
      socket.destroy();
      await closed;
    } finally {
      await server.close();
    }
  });

  it('applies migrations and seeds before serving', async () => {
    const { server, database } = await start();
    try {
      const keys = await database.db.selectFrom('settings').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual([
        'auth.refresh_token_key',
        'auth.signing_secret',
        'auth.two_factor_key',
        'billing.seed_version',
        'content.seed_version',
        'feature_flags.seed_version',
        'messaging.seed_version',
      ]);
      expect(
        (await database.db.selectFrom('plans').select('tier').orderBy('sort_order').execute()).map(
          (row) => row.tier,
        ),
      ).toEqual(['free', 'premium', 'pro', 'enterprise']);
      expect(await database.db.selectFrom('users').select('role').execute()).toEqual([{ role: 'admin' }]);
      expect(
        (await database.db.selectFrom('meditation_images').select('id').execute()).length,
      ).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
