import { describeDatabase } from '../describe-database';
import { BackupError } from './backup-error';
import type { DatabaseBackupStore } from './database-backup-store';
import { runPostgresTool, startPostgresTool } from './postgres-tools';
import { refuseUnlessEmpty, targetInUse } from './restore-target';
import { withPostgresClient } from './with-postgres-client';

/**
 * Runs first in the restore's transaction: the backup replaces every table of schema public,
 * including ones a newer version added, which would otherwise stay and break the next migration.
 */
const dropPublicTables = `DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', t.tablename);
  END LOOP;
END $$`;

/**
 * Backs up with pg_dump (custom format: compressed, and pg_restore reads it) and restores with
 * pg_restore piped into psql in one transaction, so a failure leaves the database as it was.
 */
export function postgresBackupStore(url: string): DatabaseBackupStore {
  const where = describeDatabase({ dialect: 'postgres', url });
  return {
    async dump(destination) {
      // Read before the dump: migrations run only when a server starts, not during a backup.
      const migration = await withPostgresClient(url, async (client) => {
        const { rows } = await client.query<{ name: string | null }>(
          "SELECT CASE WHEN to_regclass('public.kysely_migration') IS NULL THEN NULL ELSE (SELECT max(name) FROM public.kysely_migration) END AS name",
        );
        return rows[0]?.name ?? null;
      });
      await runPostgresTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${destination}`],
        url,
      );
      // Readable by pg_restore: a truncated dump is found now, not on the day it is needed.
      await runPostgresTool('pg_restore', ['--list', destination]);
      return migration;
    },

    async checkTarget(replace) {
      const { others, tables } = await withPostgresClient(url, async (client) => {
        const { rows } = await client.query<{ others: number; tables: number }>(
          `SELECT
             (SELECT count(*)::int FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS others,
             (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables`,
        );
        return rows[0] ?? { others: 0, tables: 0 };
      });
      if (others > 0) throw targetInUse(where);
      refuseUnlessEmpty(where, tables, replace);
    },

    async load(backupFile) {
      const psql = startPostgresTool(
        'psql',
        ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-c', dropPublicTables, '-f', '-'],
        { url, stdin: 'pipe' },
      );
      const restore = startPostgresTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--file=-', backupFile],
        {
          stdout: 'pipe',
        },
      );
      const { stdin: sql } = psql.child;
      const { stdout: dump } = restore.child;
      if (!sql || !dump) throw new Error('pg_restore and psql were started without pipes');
      // psql reports its own failure through its exit code; the broken pipe adds nothing.
      sql.on('error', () => undefined);
      // psql commits when its input ends, so it ends only after pg_restore wrote all of it; if
      // pg_restore fails, psql is killed mid-transaction and PostgreSQL rolls it back.
      dump.pipe(sql, { end: false });
      try {
        await restore.done;
      } catch (error) {
        psql.child.kill('SIGKILL');
        await psql.done.catch(() => undefined);
        throw error;
      }
      sql.end();
      await psql.done.catch((error: unknown) => {
        throw new BackupError(
          `The restore was rolled back, the database is unchanged. ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    },
  };
}
