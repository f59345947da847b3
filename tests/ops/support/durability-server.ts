import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../../src/server/env';
import { createDatabase, type Database } from '../../../src/server/db/create-database';
import { startServerProcess, type ServerProcess } from '../../../src/server/testing/server-process';

const admin = { email: 'durability@example.test', password: 'durability-pass-8642' };

/** The endpoint secret the server verifies webhook signatures with; the test signs with it too. */
export const WEBHOOK_SECRET = 'whsec_durability_test';

/** One data directory and database that server processes start on, are killed on, and restart on. */
export interface DurabilityTarget {
  dialect: DatabaseConfig['dialect'];
  dataDir: string;
  start(): Promise<ServerProcess>;
  /** A connection of the test's own, for the checks: open it only once no server will be killed. */
  open(): Database;
  /** Removes DATA_DIR (the PostgreSQL database belongs to the suite). */
  dispose(): Promise<void>;
}

/**
 * A fresh target on `database`'s dialect: for PostgreSQL that database, for SQLite the server's
 * own file in a fresh DATA_DIR (where the server alone opens it, as in production). The server runs as in production, with rate limits and quotas out of the way of thousands of
 * writes from one address and one member, and Stripe's webhook endpoint on (no Stripe call is made:
 * the events sent only need recording).
 */
export async function createDurabilityTarget(database: DatabaseConfig): Promise<DurabilityTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quietline-durability-'));
  const config: DatabaseConfig =
    database.dialect === 'postgres'
      ? database
      : { dialect: 'sqlite', file: join(dataDir, 'quietline.sqlite') };
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(config.dialect === 'postgres' ? { DATABASE_URL: config.url } : {}),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_MULTIPLIER: '1000000',
    QUOTA_ARTWORKS: '10000000',
    QUOTA_ARTWORK_STORAGE: '1000GB',
    QUOTA_SESSIONS: '10000000',
    STRIPE_SECRET_KEY: 'sk_test_durability',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Never called; should it be, the call fails fast instead of reaching Stripe.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  };
  return {
    dialect: config.dialect,
    dataDir,
    start: () => startServerProcess(env),
    open: () => createDatabase(config),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The first admin's access token: every write the test makes is the admin's or anonymous. */
export async function signInAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!response.ok || body.accessToken === undefined) throw new Error(`sign-in failed: ${response.status}`);
  return body.accessToken;
}
