import { BackupError } from './backup-error';

/** The refusal when something else still has the database open. */
export function targetInUse(where: string): BackupError {
  return new BackupError(
    `${where} is in use: stop the server (every app process) before restoring, then run the restore again.`,
  );
}

/**
 * Refuses to overwrite a database that holds tables unless the operator said so: a restore into
 * the wrong DATA_DIR or DATABASE_URL must not silently replace live data.
 */
export function refuseUnlessEmpty(where: string, tables: number, replace: boolean): void {
  if (tables > 0 && !replace) {
    throw new BackupError(
      `${where} already holds data (${tables} tables). Add --replace to overwrite it with the backup (take a backup of it first if you may want it back).`,
    );
  }
}
