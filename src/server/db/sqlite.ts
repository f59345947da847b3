import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SqliteDialect } from 'kysely';
import type { SqliteSynchronous } from '../env';
import { withStatementCache } from './sqlite-statement-cache';

/**
 * Opens the SQLite file (creating its folder on first start) in WAL mode so readers never block
 * the writer, with foreign keys enforced (SQLite leaves them off by default) and a busy timeout so
 * a second process (e.g. `npm run db:migrate` beside a running server) waits instead of failing.
 * `synchronous` is set, not left to how SQLite was compiled: NORMAL keeps every commit through a
 * process crash, FULL through a power cut too, at the cost of an fsync per commit (ADR 037).
 * `checkpointPages` moves the log size past which a commit checkpoints (SQLite's default is 1,000
 * pages), for a connection whose log another thread checkpoints (sqlite-checkpointer.ts).
 */
export function createSqliteDialect(
  file: string,
  { synchronous, checkpointPages }: { synchronous: SqliteSynchronous; checkpointPages?: number },
): SqliteDialect {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous}`);
  if (checkpointPages !== undefined) database.pragma(`wal_autocheckpoint = ${checkpointPages}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}
