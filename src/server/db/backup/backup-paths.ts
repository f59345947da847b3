import { join } from 'node:path';
import type { DatabaseConfig } from '../../env';

/** Where backups go unless told otherwise. */
export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** `DATA_DIR/backups/quietline-<dialect>-<UTC time>`: names sort by age and never need quoting. */
export function defaultBackupPath(dataDir: string, dialect: DatabaseConfig['dialect'], at: Date): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-');
  return join(backupsDir(dataDir), `quietline-${dialect}-${stamp}`);
}
