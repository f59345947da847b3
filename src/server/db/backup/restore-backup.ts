import { join } from 'node:path';
import { uploadsDir } from '../../services/content/upload-store';
import { BACKUP_UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';
import { databaseBackupStore } from './database-backup-store';
import type { DataLocation } from './data-location';
import { readVerifiedBackup } from './read-verified-backup';
import { addUploads, keepOnlyUploads, removeUploads } from './restore-uploads';

/**
 * Restores the backup in `source` over `location`: checks the whole backup first, refuses a
 * database in use (or holding data, unless `replace`), adds the uploads, swaps the database in
 * all at once, and only then removes uploads the restored database does not know.
 */
export async function restoreBackup(
  location: DataLocation,
  source: string,
  options: { replace: boolean },
): Promise<BackupManifest> {
  const manifest = await readVerifiedBackup(source, location.database.dialect);
  const store = databaseBackupStore(location.database);
  await store.checkTarget(options.replace);
  const uploads = uploadsDir(location.dataDir);
  const added = await addUploads(join(source, BACKUP_UPLOADS_FOLDER), manifest.uploads, uploads);
  try {
    await store.load(join(source, manifest.database.name));
  } catch (error) {
    await removeUploads(uploads, added);
    throw error;
  }
  await keepOnlyUploads(uploads, manifest.uploads);
  return manifest;
}
