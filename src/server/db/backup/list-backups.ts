import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE } from './backup-manifest';
import { backupsDir } from './backup-paths';

/** The finished backups in DATA_DIR/backups (folders with a manifest), by name: per dialect, oldest first. */
export async function listBackups(dataDir: string): Promise<string[]> {
  const dir = backupsDir(dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, MANIFEST_FILE)))
    .map((entry) => join(dir, entry.name))
    .sort();
}
