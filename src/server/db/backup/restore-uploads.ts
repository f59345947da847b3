import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError } from './backup-error';
import type { BackupFile } from './backup-manifest';
import { fileDigest } from './file-digest';

/**
 * Adds the backup's files to DATA_DIR/uploads, each complete or absent, and answers the names it
 * added. Runs before the database swap and removes nothing, so whichever database is in place
 * after a failure finds its files; the ones only the old database knew go after the swap.
 */
export async function addUploads(
  backupUploads: string,
  files: readonly BackupFile[],
  uploadsDir: string,
): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const added: string[] = [];
  try {
    for (const file of files) {
      if (await addUpload(join(backupUploads, file.name), file, join(uploadsDir, file.name)))
        added.push(file.name);
    }
    return added;
  } catch (error) {
    await removeUploads(uploadsDir, added);
    throw error;
  }
}

/** Copies one file in unless it is already there; true when it copied. */
async function addUpload(from: string, file: BackupFile, target: string): Promise<boolean> {
  const present = await fileDigest(target).catch(() => undefined);
  if (present?.sha256 === file.sha256) return false;
  // Names are random UUIDs: a different file under the same name is not ours to overwrite.
  if (present) {
    throw new BackupError(
      `${target} differs from the backup's file of that name: move it elsewhere and restore again.`,
    );
  }
  // Copied beside it and renamed, so a crash never leaves a half-written upload under its name.
  const partial = `${target}.restoring`;
  await copyFile(from, partial);
  await rename(partial, target);
  return true;
}

/** Removes the named files (the ones a failed restore added). */
export async function removeUploads(uploadsDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(uploadsDir, name), { force: true })));
}

/** Removes every file the restored database does not know of. */
export async function keepOnlyUploads(uploadsDir: string, files: readonly BackupFile[]): Promise<void> {
  const keep = new Set(files.map((file) => file.name));
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  await removeUploads(
    uploadsDir,
    entries.filter((entry) => entry.isFile() && !keep.has(entry.name)).map((entry) => entry.name),
  );
}
