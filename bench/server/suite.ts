import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../../tests/setup/free-port';
import { projectRoot } from '../../src/server/paths';

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

async function signInOnce(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { refreshToken?: string };
  if (body.refreshToken === undefined) throw new Error(`bench sign-in failed: ${response.status}`);
  return body.refreshToken;
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
  const pool = await Promise.all(Array.from({ length: connections }, () => signInOnce(url)));
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

/** Auth server benchmarks on SQLite: refresh rotation and password sign-in. */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<ServerBenchResult[]> {
  const { durationSeconds = 10, connections = 50 } = options;
  const server = await startBenchServer();
  try {
    return [
      await benchRefresh(server.url, connections, durationSeconds),
      await benchSignIn(server.url, connections, durationSeconds),
    ];
  } finally {
    await server.stop();
  }
}

export function formatServerBench(results: readonly ServerBenchResult[], connections = 50): string {
  const rows = results.map(
    (r) =>
      `${r.name.padEnd(48)} ${r.requestsPerSecond.toFixed(1).padStart(9)} req/s   p50 ${String(r.p50Ms).padStart(5)} ms   p99 ${String(r.p99Ms).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
  return [`Server auth bench (SQLite, ${connections} connections)`, ...rows].join('\n');
}
