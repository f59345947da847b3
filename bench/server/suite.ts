import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../../tests/setup/free-port';
import { projectRoot } from '../../src/server/paths';
import { TRACED_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';

export interface ServerBenchOptions {
  /** Seconds per measurement. */
  durationSeconds?: number;
  connections?: number;
}

export interface ServerBenchResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const email = 'bench@example.test';
const password = 'bench-pass-8642';

interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (as in production, so the load generator does not steal
 * its event loop) on SQLite in a temporary folder, with rate limits raised out of the way.
 */
async function startBenchServer(): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quietline-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000000',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      // Per-request info lines would measure the log pipe, not the auth code.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 200 || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInOnce(url: string): Promise<{ refreshToken: string; accessToken: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { refreshToken?: string; accessToken?: string };
  if (body.refreshToken === undefined || body.accessToken === undefined) {
    throw new Error(`bench sign-in failed: ${response.status}`);
  }
  return { refreshToken: body.refreshToken, accessToken: body.accessToken };
}

function summarise(name: string, result: Result): ServerBenchResult {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Refresh throughput where every request presents a fresh, never-rotated token: `connections`
 * refresh chains, each token going back to the pool as its successor arrives. (autocannon resets
 * a connection's context after each request, so the chains live in a shared pool; with as many
 * chains as connections, a connection always finds one waiting.)
 */
async function benchRefresh(url: string, connections: number, duration: number): Promise<ServerBenchResult> {
  const pool = await Promise.all(
    Array.from({ length: connections }, async () => (await signInOnce(url)).refreshToken),
  );
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/refresh',
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ refreshToken: pool.shift() ?? 'none' }),
        }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { refreshToken: string }).refreshToken);
        },
      },
    ],
  });
  return summarise('refresh (fresh token per request, 50 chains)', result);
}

async function benchSignIn(url: string, connections: number, duration: number): Promise<ServerBenchResult> {
  const result = await autocannon({
    url: `${url}/api/auth/login`,
    connections,
    duration,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return summarise('password sign-in (argon2id m=19456 t=2 p=1)', result);
}

/**
 * A ten-minute session's drawing as the client would save it: 40 strokes of 60 points (about
 * 200 KB of JSON) and a 30 KB thumbnail (a PNG signature and padding: the server checks no more).
 */
function benchSessionBody(endedAt: number): string {
  const strokes = Array.from({ length: 40 }, (_, stroke) => ({
    tool: 'fountain_pen',
    size: 3,
    color: '#2DD4BF',
    toolParams: { ...TRACED_TOOL_PARAMS },
    points: Array.from({ length: 60 }, (_, i) => ({
      x: 100 + i * 13.37,
      y: 100 + stroke * 20 + Math.sin(i / 5) * 8,
      pressure: 0.5,
      tiltX: 0,
      tiltY: 0,
      t: i * 16,
    })),
  }));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(30_000),
  ]);
  return JSON.stringify({
    idempotencyKey: randomUUID(),
    imageId: 'mandala-lotus',
    soundtrackId: 'soft-rain',
    startedAt: new Date(endedAt - 10 * 60_000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    timeZone: 'Europe/Berlin',
    document: { version: 1, width: 1000, height: 1000, gridType: 'none', strokes },
    thumbnail: `data:image/png;base64,${png.toString('base64')}`,
  });
}

/** Saving sessions: schema validation of the document, hashing, one transaction of three inserts. */
async function benchSaveSession(url: string, accessToken: string, connections: number, duration: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/practice/sessions',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        // A fresh idempotency key per request, so each one stores a session.
        setupRequest: (request) => ({ ...request, body: benchSessionBody(Date.now()) }),
      },
    ],
  });
  return summarise('save session (40 strokes × 60 points, 30 KB PNG)', result);
}

/** The dashboard of a member with every session the save bench stored (hundreds to thousands). */
async function benchSummary(url: string, accessToken: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${url}/api/practice/summary?tz=Europe%2FBerlin`,
    connections,
    duration,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return summarise('practice summary (all sessions of the save bench)', result);
}

/** Server benchmarks on SQLite: refresh rotation, password sign-in, saving sessions and the dashboard. */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<ServerBenchResult[]> {
  const { durationSeconds = 10, connections = 50 } = options;
  const server = await startBenchServer();
  try {
    const results = [
      await benchRefresh(server.url, connections, durationSeconds),
      await benchSignIn(server.url, connections, durationSeconds),
    ];
    const { accessToken } = await signInOnce(server.url);
    results.push(await benchSaveSession(server.url, accessToken, connections, durationSeconds));
    results.push(await benchSummary(server.url, accessToken, connections, durationSeconds));
    return results;
  } finally {
    await server.stop();
  }
}

export function formatServerBench(results: readonly ServerBenchResult[], connections = 50): string {
  const rows = results.map(
    (r) =>
      `${r.name.padEnd(48)} ${r.requestsPerSecond.toFixed(1).padStart(9)} req/s   p50 ${String(r.p50Ms).padStart(5)} ms   p99 ${String(r.p99Ms).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
  return [`Server bench (SQLite, ${connections} connections)`, ...rows].join('\n');
}
