import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Far more distinct statements than the app issues; past it (e.g. `in` lists of every length) the cache starts over. */
const MAX_STATEMENTS = 2000;

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once per SQL text.
 * The driver prepares every query afresh, and preparing took a tenth of the server's time under
 * load (ADR 040). A statement still busy with an unfinished iterate() (a streamed query) cannot
 * run again until it ends, so a second user of its text gets a new one.
 */
export function withStatementCache(database: Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statements.set(sql, statement);
      return statement;
    },
  };
}
