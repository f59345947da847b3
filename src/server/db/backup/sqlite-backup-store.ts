import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describeDatabase } from '../describe-database';
import { BackupError } from './backup-error';
import type { DatabaseBackupStore } from './database-backup-store';
import { refuseUnlessEmpty, targetInUse } from './restore-target';
import { checkSqliteCopy } from './sqlite-copy-check';

/** better-sqlite3 copies at most this many pages per step; the most it accepts means "all of them". */
const ALL_PAGES = 0x7fffffff;

/** Files SQLite keeps beside the database in WAL mode; they belong to the file they sit beside. */
const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];

/**
 * Backs up with SQLite's online backup API and restores by swapping in a checked copy.
 * The restore needs the server stopped: it takes the file over by leaving WAL mode, which SQLite
 * allows only while no other connection has the database open.
 */
export function sqliteBackupStore(file: string): DatabaseBackupStore {
  const where = describeDatabase({ dialect: 'sqlite', file });
  return {
    async dump(destination) {
      if (!existsSync(file)) throw new BackupError(`No database at ${file}: nothing to back up.`);
      const source = new SqliteDatabase(file, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        // Every page in one step is one read transaction: a consistent snapshot, and in WAL mode
        // the server keeps writing meanwhile. Smaller steps would restart whenever it wrote.
        await source.backup(destination, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
      return checkSqliteCopy(destination);
    },

    async checkTarget(replace) {
      if (!existsSync(file)) return;
      const target = new SqliteDatabase(file, { fileMustExist: true });
      try {
        target.pragma('busy_timeout = 0');
        try {
          // Leaving WAL mode needs the only connection; it also folds the WAL into the file.
          target.pragma('journal_mode = DELETE');
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') throw targetInUse(where);
          throw error;
        }
        const { tables } = target
          .prepare("SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'")
          .get() as { tables: number };
        refuseUnlessEmpty(where, tables, replace);
      } finally {
        target.close();
      }
    },

    async load(backupFile) {
      // Beside the live file, so the swap is one rename within a file system.
      const staged = `${file}.restoring`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await copyFile(backupFile, staged);
        checkSqliteCopy(staged);
        await Promise.all(sidecars(file).map((path) => rm(path, { force: true })));
        await rename(staged, file);
      } finally {
        await Promise.all([staged, ...sidecars(staged)].map((path) => rm(path, { force: true })));
      }
    },
  };
}
