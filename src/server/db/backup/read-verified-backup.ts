import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../env';
import { migrationNames } from '../migrate';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_UPLOADS_FOLDER,
  MANIFEST_FILE,
  backupHeaderSchema,
  backupManifestSchema,
  databaseFileNames,
  type BackupFile,
  type BackupManifest,
} from './backup-manifest';
import { fileDigest } from './file-digest';

const dialectNames: Readonly<Record<DatabaseConfig['dialect'], string>> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};

async function readManifestText(dir: string): Promise<string> {
  const folder = await stat(dir).catch(() => undefined);
  if (!folder?.isDirectory()) throw new BackupError(`No backup at ${dir}: it is not a folder.`);
  return readFile(join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(
      `${dir} has no ${MANIFEST_FILE}: it is not a Quietline backup, or a backup that never finished.`,
    );
  });
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not valid JSON: the backup is damaged.`);
  }
  const header = backupHeaderSchema.safeParse(json);
  if (!header.success) throw new BackupError(`${MANIFEST_FILE} does not describe a Quietline backup.`);
  if (header.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup has format version ${header.data.formatVersion}, newer than this version of Quietline reads (${BACKUP_FORMAT_VERSION}): restore it with the version that took it.`,
    );
  }
  const manifest = backupManifestSchema.safeParse(json);
  if (!manifest.success) {
    const issues = manifest.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new BackupError(`${MANIFEST_FILE} is damaged (${issues.slice(0, 3).join('; ')}).`);
  }
  return manifest.data;
}

function checkFitsThisServer(manifest: BackupManifest, dialect: DatabaseConfig['dialect']): void {
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `The backup holds a ${dialectNames[manifest.dialect]} database, but this configuration uses ${dialectNames[dialect]} (${dialect === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}): restore it into the same kind of database.`,
    );
  }
  if (manifest.database.name !== databaseFileNames[dialect]) {
    throw new BackupError(
      `${MANIFEST_FILE} is damaged: the database file must be ${databaseFileNames[dialect]}.`,
    );
  }
  if (manifest.migration !== null && !migrationNames.includes(manifest.migration)) {
    throw new BackupError(
      `The backup's database has migration ${manifest.migration}, which this version of Quietline does not know: restore it with the version that took it (${manifest.appVersion}) or newer.`,
    );
  }
}

async function checkFile(path: string, expected: BackupFile): Promise<void> {
  const actual = await fileDigest(path).catch(() => undefined);
  if (!actual) throw new BackupError(`${path} is missing: the backup is incomplete.`);
  if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
    throw new BackupError(`${path} does not match its checksum in ${MANIFEST_FILE}: the backup is damaged.`);
  }
}

/**
 * The manifest of the backup in `dir`, after checking that it is a backup of a format this code
 * reads, of the configured dialect and a schema it knows, and that every file is there with the
 * bytes the manifest lists. Anything else is a BackupError saying what is wrong.
 */
export async function readVerifiedBackup(
  dir: string,
  dialect: DatabaseConfig['dialect'],
): Promise<BackupManifest> {
  const manifest = parseManifest(await readManifestText(dir));
  checkFitsThisServer(manifest, dialect);
  await checkFile(join(dir, manifest.database.name), manifest.database);
  for (const upload of manifest.uploads) {
    await checkFile(join(dir, BACKUP_UPLOADS_FOLDER, upload.name), upload);
  }
  return manifest;
}
