import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../migrate';
import { BackupError } from './backup-error';
import { MANIFEST_FILE, type BackupManifest } from './backup-manifest';
import { readVerifiedBackup } from './read-verified-backup';

const databaseBytes = Buffer.from('not really a database, but the checks only look at bytes');
const uploadBytes = Buffer.from('an uploaded file');
const uploadName = '0b6e1c2a-0f6f-4d3c-9d43-2f1f4b8b8c11.png';
const digest = (bytes: Buffer) => ({
  bytes: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

function manifestOf(overrides: Partial<BackupManifest> = {}): BackupManifest {
  return {
    format: 'quietline-backup',
    formatVersion: 1,
    dialect: 'sqlite',
    createdAt: '2025-03-01T12:00:00.000Z',
    appVersion: '0.1.0',
    migration: migrationNames.at(-1) ?? null,
    database: { name: 'database.sqlite', ...digest(databaseBytes) },
    uploads: [{ name: uploadName, ...digest(uploadBytes) }],
    ...overrides,
  };
}

describe('readVerifiedBackup', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quietline-backup-check-'));
    await mkdir(join(dir, 'uploads'));
    await writeFile(join(dir, 'database.sqlite'), databaseBytes);
    await writeFile(join(dir, 'uploads', uploadName), uploadBytes);
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf()));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const writeManifest = (manifest: unknown) => writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const refusal = async (dialect: 'sqlite' | 'postgres' = 'sqlite') => {
    const error = await readVerifiedBackup(dir, dialect).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(BackupError);
    return (error as BackupError).message;
  };

  it('answers the manifest of a whole backup', async () => {
    await expect(readVerifiedBackup(dir, 'sqlite')).resolves.toEqual(manifestOf());
  });

  it('refuses a folder that does not exist', async () => {
    dir = join(dir, 'missing');
    expect(await refusal()).toMatch(/^No backup at .*missing: it is not a folder\.$/);
  });

  it('refuses a folder without a manifest, as an unfinished backup', async () => {
    await rm(join(dir, MANIFEST_FILE));
    expect(await refusal()).toMatch(
      /has no manifest\.json: it is not a Quietline backup, or a backup that never finished/,
    );
  });

  it('refuses a manifest that is not JSON', async () => {
    await writeFile(join(dir, MANIFEST_FILE), '{"format": "quietline-backup", ');
    expect(await refusal()).toBe('manifest.json is not valid JSON: the backup is damaged.');
  });

  it('refuses a manifest of something else', async () => {
    await writeManifest({ format: 'other-backup', formatVersion: 1 });
    expect(await refusal()).toBe('manifest.json does not describe a Quietline backup.');
  });

  it('refuses a newer format by its version', async () => {
    await writeManifest({ ...manifestOf(), formatVersion: 2 });
    expect(await refusal()).toMatch(/format version 2, newer than this version of Quietline reads \(1\)/);
  });

  it('refuses an upload name that would reach outside the backup', async () => {
    await writeManifest(manifestOf({ uploads: [{ name: '../../etc/passwd', ...digest(uploadBytes) }] }));
    expect(await refusal()).toMatch(
      /^manifest\.json is damaged \(uploads\.0\.name: must be a plain file name\)\.$/,
    );
  });

  it('refuses a backup of the other dialect, both ways', async () => {
    expect(await refusal('postgres')).toMatch(
      /^The backup holds a SQLite database, but this configuration uses PostgreSQL \(DATABASE_URL is set\)/,
    );
    await writeManifest(
      manifestOf({ dialect: 'postgres', database: { name: 'database.pgdump', ...digest(databaseBytes) } }),
    );
    expect(await refusal('sqlite')).toMatch(
      /^The backup holds a PostgreSQL database, but this configuration uses SQLite/,
    );
  });

  it('refuses a database file named for the other dialect', async () => {
    await writeManifest(manifestOf({ database: { name: 'database.pgdump', ...digest(databaseBytes) } }));
    expect(await refusal()).toBe('manifest.json is damaged: the database file must be database.sqlite.');
  });

  it('refuses a schema newer than this code knows', async () => {
    await writeManifest(manifestOf({ migration: '9999-from-the-future', appVersion: '9.0.0' }));
    expect(await refusal()).toMatch(
      /migration 9999-from-the-future, which this version of Quietline does not know: restore it with the version that took it \(9\.0\.0\)/,
    );
  });

  it('refuses a backup with a file missing', async () => {
    await rm(join(dir, 'uploads', uploadName));
    expect(await refusal()).toMatch(
      new RegExp(`uploads/${uploadName} is missing: the backup is incomplete\\.$`),
    );
  });

  it('refuses a file whose bytes changed, even at the same size', async () => {
    const damaged = Buffer.from(databaseBytes);
    damaged.writeUInt8(damaged.readUInt8(3) ^ 1, 3);
    await writeFile(join(dir, 'database.sqlite'), damaged);
    expect(await refusal()).toMatch(
      /database\.sqlite does not match its checksum in manifest\.json: the backup is damaged\.$/,
    );
  });
});
