import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { plainFileName, type BackupFile } from './backup-manifest';
import { fileDigest } from './file-digest';

/**
 * Copies every file of DATA_DIR/uploads into `destination` and describes each copy. Runs after
 * the database snapshot: uploads are written before the row that names them commits, and
 * removed only after the row that dropped them commits, so every file the snapshot names is
 * complete and still there (unless it was replaced during the backup itself).
 */
export async function copyUploads(uploadsDir: string, destination: string): Promise<BackupFile[]> {
  await mkdir(destination, { recursive: true });
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isFile() && plainFileName.safeParse(entry.name).success)
    .map((entry) => entry.name)
    .sort();
  const copied: BackupFile[] = [];
  for (const name of names) {
    const copy = join(destination, name);
    try {
      await copyFile(join(uploadsDir, name), copy, constants.COPYFILE_EXCL);
    } catch (error) {
      // Removed since the listing: no row of the snapshot needs it (see above).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.push({ name, ...(await fileDigest(copy)) });
  }
  return copied;
}
