import { connect, type Socket } from 'node:net';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/testing/test-database';
import { loadEnv } from './env';
import { IDLE_TIMEOUT_MS, startServer } from './start-server';
import { captureLogs } from './testing/capture-logs';

/** One frame: the longest a test here may wait on the wall clock. */
const oneFrame = () => new Promise((resolve) => setTimeout(resolve, 16));

/** The health check's query, the one a test holds: the server's own jobs (delivery, maintenance) run freely. */
const isHealthCheck = (node: RootOperationNode) =>
  node.kind === 'RawNode' && node.sqlFragments.join('?') === 'select 1';

/**
 * Holds the health check's result back while `hold()` is on, until `release()`, so a request
 * stays in flight exactly as long as a test needs; `held` resolves once one is waiting.
 */
function queryGate() {
  let holding = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reportHeld = () => {};
  const held = new Promise<void>((resolve) => (reportHeld = resolve));
  const healthChecks = new WeakSet<QueryId>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (isHealthCheck(node)) healthChecks.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (holding && healthChecks.has(queryId)) {
        reportHeld();
        await released;
      }
      return result;
    },
  };
  return {
    plugin,
    hold: () => {
      holding = true;
    },
    held,
    release: () => release(),
  };
}

describe('startServer', () => {
  let testDatabase: TestDatabase | undefined;
  let gate: ReturnType<typeof queryGate> | undefined;
  afterEach(async () => {
    gate?.release();
    await testDatabase?.dispose();
  });

  /** Starts a real server; with `holdQueries`, health checks wait once it is up until `gate.release()`. */
  async function start(
    options: { holdQueries?: boolean; shutdownTimeoutMs?: number; idleTimeoutMs?: number } = {},
  ) {
    testDatabase = await createTestDatabase('sqlite');
    const { database } = testDatabase;
    const queries = queryGate();
    gate = queries;
    const { logger, lines } = captureLogs();
    const server = await startServer({
      env: loadEnv({ PORT: '0' }),
      logger,
      database: { ...database, db: database.db.withPlugin(queries.plugin) },
      shutdownTimeoutMs: options.shutdownTimeoutMs,
      idleTimeoutMs: options.idleTimeoutMs,
    });
    if (options.holdQueries) queries.hold();
    return { server, logs: lines, database, gate: queries };
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
    const { server, database, gate } = await start({ holdQueries: true });
    const inFlight = fetch(`${server.url}/api/health`);
    await gate.held;
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await oneFrame();
    expect(closed).toBe(false);
    gate.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(database.db.selectFrom('settings').selectAll().execute()).rejects.toThrow();
  });

  it('waits on close for a request whose client hung up before closing the database', async () => {
    const { server, logs, gate } = await start({ holdQueries: true });
    const client = new AbortController();
    const abandoned = fetch(`${server.url}/api/health`, { signal: client.signal }).catch(() => 'aborted');
    await gate.held;
    client.abort();
    expect(await abandoned).toBe('aborted');
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    // New connections are refused: the server stopped listening, and only the handler holds it.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await oneFrame();
    expect(closed).toBe(false);
    gate.release();
    await closing;
    expect(logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/health', status: 200 }),
    );
  });

  it('cuts requests still running at the shutdown deadline', async () => {
    const { server, logs, gate } = await start({ holdQueries: true, shutdownTimeoutMs: 200 });
    const inFlight = fetch(`${server.url}/api/health`).then(
      () => 'answered',
      () => 'cut',
    );
    await gate.held;
    // The request is held until after the test: only the deadline can end close().
    await server.close();
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
    const { server } = await start({ idleTimeoutMs: 48 });
    try {
      const { socket, closed } = await startRequest(server.port, '{"email":');
      // The server closing the connection is the signal; the test's own timeout bounds the wait.
      const closedAfterMs = await closed;
      socket.destroy();
      // Not at once (as a refused request would be): only once the idle timeout had passed.
      expect(closedAfterMs).toBeGreaterThanOrEqual(40);
    } finally {
      await server.close();
    }
  });

  it('lets a slow body that keeps arriving finish, however long it takes in all', async () => {
    // Only six frames without a byte would drop it: room for a late frame on a busy machine (the
    // server runs on this test's thread), while the whole body still takes two timeouts.
    const idleTimeoutMs = 100;
    const { server } = await start({ idleTimeoutMs });
    try {
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'x' }).padEnd(100, ' ');
      const started = performance.now();
      const { socket, closed } = await startRequest(server.port, body.slice(0, 10));
      const answer = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
      // A byte a frame until two idle timeouts have passed in all, then the rest: never an idle
      // timeout without a byte, yet far longer than one from first byte to last.
      let at = 10;
      while (performance.now() - started < 2 * idleTimeoutMs) {
        await oneFrame();
        socket.write(body.slice(at, at + 1));
        at += 1;
      }
      socket.write(body.slice(at));
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
