import type { DatabaseConfig } from '../../env';
import { postgresBackupStore } from './postgres-backup-store';
import { sqliteBackupStore } from './sqlite-backup-store';

/** How one dialect's database goes into a backup file and back. */
export interface DatabaseBackupStore {
  /** Writes the database, checked, to `destination`; answers its newest applied migration. */
  dump(destination: string): Promise<string | null>;
  /** Refuses a database in use, or one holding data unless `replace`. */
  checkTarget(replace: boolean): Promise<void>;
  /** Replaces the database with the backup's file, all or nothing. */
  load(backupFile: string): Promise<void>;
}

export function databaseBackupStore(config: DatabaseConfig): DatabaseBackupStore {
  return config.dialect === 'sqlite' ? sqliteBackupStore(config.file) : postgresBackupStore(config.url);
}
