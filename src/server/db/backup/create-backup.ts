import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadsDir } from '../../services/content/upload-store';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_UPLOADS_FOLDER,
  MANIFEST_FILE,
  databaseFileNames,
  type BackupManifest,
} from './backup-manifest';
import { copyUploads } from './copy-uploads';
import { databaseBackupStore } from './database-backup-store';
import type { DataLocation } from './data-location';
import { fileDigest } from './file-digest';

/**
 * Backs up the database and then the uploads into the new folder `destination`. It is written
 * as `<destination>.partial` and renamed when complete, manifest last, so a folder under the
 * final name is always a whole backup.
 */
export async function createBackup(
  location: DataLocation,
  destination: string,
  meta: { appVersion: string; createdAt: Date },
): Promise<BackupManifest> {
  if (existsSync(destination)) throw new BackupError(`${destination} already exists: choose another folder.`);
  const partial = `${destination}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const { dialect } = location.database;
    const databaseFile = databaseFileNames[dialect];
    const migration = await databaseBackupStore(location.database).dump(join(partial, databaseFile));
    const database = { name: databaseFile, ...(await fileDigest(join(partial, databaseFile))) };
    const uploads = await copyUploads(uploadsDir(location.dataDir), join(partial, BACKUP_UPLOADS_FOLDER));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      dialect,
      createdAt: meta.createdAt.toISOString(),
      appVersion: meta.appVersion,
      migration,
      database,
      uploads,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, destination);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
