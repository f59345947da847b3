import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/setup/free-port';
import type { DatabaseConfig } from '../../src/server/env';
import { projectRoot } from '../../src/server/paths';

const email = 'bench@example.test';
const password = 'bench-pass-8642';

/** The first admin's credentials, which the bench signs in with. */
export const BENCH_LOGIN = { email, password };

export interface BenchServer {
  url: string;
  /** The server process's id (the soak reads its resident memory from /proc). */
  pid: number;
  /** Its DATA_DIR: the soak reads sign-up codes from the SQLite outbox there. */
  dataDir: string;
  /** The server's database, for seeding what the API cannot make (years of practice history). */
  database: DatabaseConfig;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Node options for the server process, e.g. `--cpu-prof` (bench/server/profile.ts). */
  nodeArgs?: readonly string[];
}

/**
 * The real server in its own process (as in production, so the load generator does not steal
 * its event loop), on SQLite in a temporary folder or on `databaseUrl`, with rate limits and
 * storage quotas raised out of the way.
 */
export async function startBenchServer(
  databaseUrl?: string,
  { nodeArgs = [] }: BenchServerOptions = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quietline-bench-'));
  const port = await freePort();
  const args = [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000000',
      // The save bench stores thousands of sessions for one member: quotas out of the way too.
      QUOTA_ARTWORKS: '10000000',
      QUOTA_ARTWORK_STORAGE: '1000GB',
      QUOTA_SESSIONS: '10000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
    pid: child.pid as number,
    dataDir,
    database: databaseUrl
      ? { dialect: 'postgres', url: databaseUrl }
      : { dialect: 'sqlite', file: join(dataDir, 'quietline.sqlite') },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the bench admin in once: a fresh refresh chain and access token. */
export async function signInOnce(url: string): Promise<{ refreshToken: string; accessToken: string }> {
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
