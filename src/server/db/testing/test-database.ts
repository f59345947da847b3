import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../env';
import { withPostgresClient } from '../backup/with-postgres-client';
import { createDatabase, type Database } from '../create-database';
import { migrateToLatest } from '../migrate';

export interface TestDatabase {
  database: Database;
  /** How to open another connection to it, as a second server process would. */
  config: DatabaseConfig;
  /** Closes the connections and deletes the database. */
  dispose(): Promise<void>;
}

async function withAdminClient(url: string, query: string): Promise<void> {
  await withPostgresClient(url, (client) => client.query(query));
}

/**
 * A fresh, migrated database nobody else uses: a SQLite file in a temp folder, or a new database
 * with a random name on the PostgreSQL server at `postgresUrl`. `migrate: false` leaves it empty,
 * for tests of servers that migrate it themselves.
 */
export async function createTestDatabase(
  dialect: Database['dialect'],
  postgresUrl?: string | null,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'quietline-sqlite-'));
    const config: DatabaseConfig = { dialect: 'sqlite', file: join(dir, 'test.sqlite') };
    const database = createDatabase(config);
    if (migrate) await migrateToLatest(database.db);
    return {
      database,
      config,
      async dispose() {
        await database.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl)
    throw new Error('No PostgreSQL server for DB tests (see tests/setup/postgres-global-setup.ts)');
  const name = `quietline_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { dialect: 'postgres', url: url.toString() };
  const database = createDatabase(config);
  if (migrate) await migrateToLatest(database.db);
  return {
    database,
    config,
    async dispose() {
      await database.destroy();
      await withAdminClient(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
