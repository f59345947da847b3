import SqliteDatabase from 'better-sqlite3';
import { BackupError } from './backup-error';

/**
 * Checks a copied SQLite database (PRAGMA integrity_check and foreign_key_check) and answers the
 * newest migration it has applied (null when it has none).
 */
export function checkSqliteCopy(file: string): string | null {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const integrity = database.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new BackupError(`The SQLite copy fails its integrity check: ${problems.slice(0, 5).join('; ')}`);
    }
    const danglingKeys = database.pragma('foreign_key_check') as unknown[];
    if (danglingKeys.length > 0) {
      throw new BackupError(
        `The SQLite copy has ${danglingKeys.length} rows whose foreign keys point nowhere.`,
      );
    }
    const migrated = database
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (migrated === undefined) return null;
    const newest = database.prepare('SELECT max(name) AS name FROM kysely_migration').get() as {
      name: string | null;
    };
    return newest.name;
  } finally {
    database.close();
  }
}
