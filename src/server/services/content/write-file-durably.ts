import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Flushes a folder's entries (names made, renamed or removed in it) to disk. */
async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Writes a new file so that, once this returns, it survives a power cut (ADR 037), and so that it
 * never shows in part under its name: the bytes go to a hidden file beside it (`.<name>.partial`),
 * are flushed to disk, take the name by a rename, and the folder is flushed so the name is on disk
 * too. Makes the folder if missing, and flushes its own entry. A failed write leaves no file.
 */
export async function writeFileDurably(path: string, bytes: Uint8Array): Promise<void> {
  const dir = dirname(path);
  const created = await mkdir(dir, { recursive: true });
  if (created !== undefined) await syncDirectory(dirname(created));
  const partial = join(dir, `.${basename(path)}.partial`);
  // 'wx': never write into a file this call did not make.
  const file = await open(partial, 'wx');
  try {
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}
