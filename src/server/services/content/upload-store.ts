import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from './write-file-durably';

/** Generated names only: a UUID and the extension of the detected type. */
const storedNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/**
 * Uploaded content files on local disk, in DATA_DIR/uploads (ADR 019). Every file gets a fresh
 * generated name, never the uploader's, so a name can neither collide, traverse nor carry
 * anything of the client's. Files are written once and never changed; the database row that
 * points at one is the only way to reach it. A file is on disk for good before `save` returns
 * (ADR 037), so a row committed after it never names a file a power cut emptied.
 */
export interface UploadStore {
  /** Writes the bytes under a new name and returns the name. */
  save(bytes: Uint8Array, extension: string): Promise<string>;
  /** The file's bytes; null when it is missing (or the name is not one this store makes). */
  read(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is fine. */
  remove(name: string): Promise<void>;
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function createUploadStore(dataDir: string): UploadStore {
  const dir = uploadsDir(dataDir);
  const pathOf = (name: string) => (storedNamePattern.test(name) ? join(dir, name) : null);
  return {
    async save(bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      const path = pathOf(name);
      if (!path) throw new Error(`Not a storable extension: ${extension}`);
      await writeFileDurably(path, bytes);
      return name;
    },
    async read(name) {
      const path = pathOf(name);
      if (!path) return null;
      return readFile(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(name) {
      const path = pathOf(name);
      if (path) await rm(path, { force: true });
    },
  };
}
