import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatDbTestCounts, readDbTestCounts } from '../../src/server/db/testing/db-test-counts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection to a PostgreSQL server for DB tests, or null to run them on SQLite only. */
    postgresUrl: string | null;
    /** Where DB test suites record how many tests ran on each dialect. */
    dbTestCountsDir: string;
  }
}

/**
 * Vitest global setup of the unit project: gives DB tests a PostgreSQL server (TEST_DATABASE_URL,
 * else a throwaway cluster when the binaries are installed) and reports the per-dialect counts.
 * In CI the PostgreSQL variant must run, so a missing server fails the run instead of skipping.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const countsDir = await mkdtemp(join(tmpdir(), 'quietline-db-counts-'));
  project.provide('dbTestCountsDir', countsDir);

  let cluster: PostgresCluster | undefined;
  const bin = findPostgresBin();
  const externalUrl = process.env.TEST_DATABASE_URL || undefined;
  if (externalUrl === undefined && bin !== undefined) cluster = await startPostgresCluster(bin);
  const postgresUrl = externalUrl ?? cluster?.url ?? null;
  if (postgresUrl === null) {
    if (process.env.CI === 'true') {
      throw new Error('CI must run the DB tests on PostgreSQL: install postgresql or set TEST_DATABASE_URL.');
    }
    console.warn(
      'PostgreSQL not found (no TEST_DATABASE_URL, no /usr/lib/postgresql/*/bin): DB tests run on SQLite only.',
    );
  }
  project.provide('postgresUrl', postgresUrl);

  return async () => {
    await cluster?.stop();
    console.log(formatDbTestCounts(await readDbTestCounts(countsDir)));
    await rm(countsDir, { recursive: true, force: true });
  };
}
