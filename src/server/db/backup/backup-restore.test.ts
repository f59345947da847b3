import { cp, mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadsDir } from '../../services/content/upload-store';
import { createDatabase } from '../create-database';
import { migrationNames } from '../migrate';
import { describeEachDialect } from '../testing/each-dialect';
import { BackupError } from './backup-error';
import { MANIFEST_FILE, type BackupManifest } from './backup-manifest';
import { createBackup } from './create-backup';
import type { DataLocation } from './data-location';
import { fileDigest } from './file-digest';
import { restoreBackup } from './restore-backup';

const kept = { name: '6f1d8c52-3a5e-4b8e-9d1a-0c2b7e4f5a60.png', bytes: Buffer.from('kept upload') };
const later = { name: '9a0e3b71-52c4-4f0d-8e6b-1d2c3b4a5f69.svg', bytes: Buffer.from('<svg/> added after') };

describeEachDialect('backup and restore', (getDatabase, getConfig) => {
  let dataDir: string;
  let location: DataLocation;
  let backup: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-backup-unit-'));
    location = { database: getConfig(), dataDir };
    backup = join(dataDir, 'backups', 'one');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const setting = async (value: string) =>
    getDatabase()
      .db.insertInto('settings')
      .values({ key: 'backup-test', value, created_at: 1, updated_at: 1 })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  const readSetting = async () => {
    const database = createDatabase(getConfig());
    try {
      const row = await database.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'backup-test')
        .executeTakeFirst();
      return row?.value;
    } finally {
      await database.destroy();
    }
  };
  const changeSetting = async (value: string) => {
    const database = createDatabase(getConfig());
    try {
      await database.db.updateTable('settings').set({ value }).where('key', '=', 'backup-test').execute();
    } finally {
      await database.destroy();
    }
  };
  const refusal = (replace: boolean, from = backup) =>
    restoreBackup(location, from, { replace }).then(
      () => undefined,
      (error: unknown) => error,
    );

  it('backs up the database and the uploads, described in the manifest', async () => {
    await setting('before');
    await mkdir(uploadsDir(dataDir), { recursive: true });
    await writeFile(join(uploadsDir(dataDir), kept.name), kept.bytes);
    const manifest = await createBackup(location, backup, {
      appVersion: '1.2.3',
      createdAt: new Date('2025-03-01T12:00:00Z'),
    });
    expect(manifest).toMatchObject({
      dialect: getConfig().dialect,
      appVersion: '1.2.3',
      createdAt: '2025-03-01T12:00:00.000Z',
      migration: migrationNames.at(-1),
      uploads: [{ name: kept.name, bytes: kept.bytes.length }],
    });
    expect((await readdir(backup)).sort()).toEqual([manifest.database.name, 'manifest.json', 'uploads']);
    await expect(createBackup(location, backup, { appVersion: '1', createdAt: new Date() })).rejects.toThrow(
      /already exists: choose another folder/,
    );
  });

  it('refuses to restore while another connection has the database open', async () => {
    const error = await refusal(true);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(
      /is in use: stop the server \(every app process\) before restoring/,
    );
  });

  it('refuses to overwrite a database holding data unless told to replace it', async () => {
    await setting('after');
    await writeFile(join(uploadsDir(dataDir), later.name), later.bytes);
    await getDatabase().destroy();
    const error = await refusal(false);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/already holds data \(\d+ tables\)\. Add --replace/);
    // Refused before touching anything: the upload added after the backup is still there.
    expect(await readdir(uploadsDir(dataDir))).toContain(later.name);
  });

  it('replaces the database and the uploads with the backup', async () => {
    await restoreBackup(location, backup, { replace: true });
    expect(await readSetting()).toBe('before');
    expect(await readdir(uploadsDir(dataDir))).toEqual([kept.name]);
    expect(await readFile(join(uploadsDir(dataDir), kept.name))).toEqual(kept.bytes);
  });

  it('leaves database and uploads as they were when the backup database cannot be loaded', async () => {
    // A dump cut in half whose manifest was rewritten to match: the checks pass, the load fails.
    const damaged = join(dataDir, 'backups', 'damaged');
    await cp(backup, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(join(damaged, MANIFEST_FILE), 'utf8')) as BackupManifest;
    const databaseFile = join(damaged, manifest.database.name);
    await truncate(databaseFile, Math.floor(manifest.database.bytes / 2));
    await writeFile(join(damaged, 'uploads', later.name), later.bytes);
    const uploads = [
      ...manifest.uploads,
      { name: later.name, ...(await fileDigest(join(damaged, 'uploads', later.name))) },
    ];
    await writeFile(
      join(damaged, MANIFEST_FILE),
      JSON.stringify({
        ...manifest,
        database: { ...manifest.database, ...(await fileDigest(databaseFile)) },
        uploads,
      }),
    );

    await changeSetting('changed since');
    expect(await refusal(true, damaged)).toBeInstanceOf(Error);
    expect(await readSetting()).toBe('changed since');
    // The upload the failed restore had added is gone again; the one already there stays.
    expect(await readdir(uploadsDir(dataDir))).toEqual([kept.name]);
  });
});
