import { z } from 'zod';
import type { DatabaseConfig } from '../../env';

/** What `manifest.json` says it is; a restore refuses anything else. */
export const BACKUP_FORMAT = 'quietline-backup';
/** Raised when the layout changes; a restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The folder inside a backup that holds the copies of DATA_DIR/uploads. */
export const BACKUP_UPLOADS_FOLDER = 'uploads';

/** The database's file inside a backup: a SQLite database file, or a pg_dump custom-format archive. */
export const databaseFileNames: Readonly<Record<DatabaseConfig['dialect'], string>> = {
  sqlite: 'database.sqlite',
  postgres: 'database.pgdump',
};

/** A plain file name (no folder, no leading dot), so a manifest can never point outside its backup. */
export const plainFileName = z
  .string()
  .max(255)
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, 'must be a plain file name');

export const backupFileSchema = z.object({
  name: plainFileName,
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex'),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** The header read first, so a backup of a newer format is refused by name rather than by field. */
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
});

export const backupManifestSchema = backupHeaderSchema.extend({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  dialect: z.enum(['sqlite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** The app version that took it (build-info.json or package.json). */
  appVersion: z.string().min(1),
  /** The newest migration applied to the database when it was taken; null for an unmigrated one. */
  migration: z.string().min(1).nullable(),
  database: backupFileSchema,
  uploads: z.array(backupFileSchema),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
