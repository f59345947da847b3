import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BackupManifest } from '../../src/server/db/backup/backup-manifest';
import { listBackups } from '../../src/server/db/backup/list-backups';
import type { Database } from '../../src/server/db/create-database';
import { describeEachDialect } from '../../src/server/db/testing/each-dialect';
import { createTestDatabase } from '../../src/server/db/testing/test-database';
import type { DatabaseConfig } from '../../src/server/env';
import { uploadsDir } from '../../src/server/services/content/upload-store';
import type { ScriptResult } from '../../src/server/testing/run-script';
import type { ServerProcess } from '../../src/server/testing/server-process';
import { cliEnv, keepWriting, runBackupCli, type WriteRecord } from './support/backup-round-trip';
import { integrityProblems, partialWrites } from './support/durability-checks';
import { createDurabilityTarget, signInAdmin, type DurabilityTarget } from './support/durability-server';
import { writeKinds, type WriteApi } from './support/durability-writes';

/** Rounds of one write of each kind, acknowledged before the backup starts. */
const roundsBefore = 10;
/** Writes in flight at once while the backup runs. */
const concurrency = 4;
/** Numbers of the writes made after the backup ended, and on the restored server. */
const firstAfterBackup = 1_000_000;
const firstOnRestored = 2_000_000;

async function oneOfEachKind(api: WriteApi, first: number): Promise<WriteRecord[]> {
  const records: WriteRecord[] = [];
  for (const [index, kind] of writeKinds.entries()) {
    records.push({ n: first + index, kind, key: await kind.write(api, first + index) });
  }
  return records;
}

/** The records among `records` whose write `database` holds. */
async function storedOf(database: Database, records: readonly WriteRecord[]): Promise<WriteRecord[]> {
  const stored: WriteRecord[] = [];
  for (const kind of writeKinds) {
    const ofKind = records.filter((record) => record.kind === kind);
    const found = await kind.stored(
      database.db,
      ofKind.map((record) => record.key),
    );
    stored.push(...ofKind.filter((record) => found.has(record.key)));
  }
  return stored;
}

/** The records as `kind key` lines, sorted, to compare them as sets. */
const keysOf = (records: readonly WriteRecord[]) =>
  records.map((record) => `${record.kind.name} ${record.key}`).sort();

describeEachDialect('backup and restore while the server writes', (_getDatabase, getConfig) => {
  let source: DurabilityTarget;
  let restored: DurabilityTarget;
  let restoredConfig: DatabaseConfig;
  let dropRestoredDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let checks: Database | undefined;
  let backup: ScriptResult;
  let restore: ScriptResult;
  let backupPath: string;
  let manifest: BackupManifest;
  const before: WriteRecord[] = [];
  let during: readonly WriteRecord[] = [];
  let after: WriteRecord[] = [];
  let onRestored: WriteRecord[] | Error;
  /** DATA_DIR/uploads as the restore left it, before a server wrote more. */
  let restoredUploads: string[] = [];

  beforeAll(async () => {
    source = await createDurabilityTarget(getConfig());
    if (getConfig().dialect === 'postgres') {
      // Empty, not even migrated, as a new PostgreSQL server would hand it out.
      const empty = await createTestDatabase('postgres', inject('postgresUrl'), { migrate: false });
      restoredConfig = empty.config;
      dropRestoredDatabase = empty.dispose;
      restored = await createDurabilityTarget(restoredConfig);
    } else {
      restored = await createDurabilityTarget(getConfig());
      restoredConfig = { dialect: 'sqlite', file: join(restored.dataDir, 'quietline.sqlite') };
    }

    const first = await source.start();
    server = first;
    const api = { url: first.url, token: await signInAdmin(first.url) };
    for (let round = 0; round < roundsBefore; round += 1) {
      before.push(...(await oneOfEachKind(api, round * writeKinds.length)));
    }
    // Already writing when the backup starts, still writing when it ends.
    const writing = keepWriting(api, writeKinds, roundsBefore * writeKinds.length, concurrency);
    const backupStarted = performance.now();
    backup = await runBackupCli('backup', cliEnv(source.dataDir, getConfig()));
    const backupMs = performance.now() - backupStarted;
    await writing.stop();
    during = writing.acknowledged;
    after = await oneOfEachKind(api, firstAfterBackup);
    await first.stop();
    server = undefined;

    [backupPath = ''] = await listBackups(source.dataDir);
    manifest = JSON.parse(await readFile(join(backupPath, 'manifest.json'), 'utf8')) as BackupManifest;
    const restoreStarted = performance.now();
    restore = await runBackupCli('restore', cliEnv(restored.dataDir, restoredConfig), ['--from', backupPath]);
    const restoreMs = performance.now() - restoreStarted;
    console.log(
      `backup [${source.dialect}]: ${backup.stdout.trim()} CLI ${Math.round(backupMs)} ms with ${during.length} ` +
        `writes acknowledged meanwhile; restore CLI ${Math.round(restoreMs)} ms.`,
    );

    restoredUploads = (await readdir(uploadsDir(restored.dataDir))).sort();

    const second = await restored.start();
    server = second;
    onRestored = await oneOfEachKind(
      { url: second.url, token: await signInAdmin(second.url) },
      firstOnRestored,
    ).catch((error: unknown) => error as Error);
    await second.stop();
    server = undefined;
    checks = restored.open();
  });

  afterAll(async () => {
    await server?.stop();
    await checks?.destroy();
    await Promise.all([source?.dispose(), restored?.dispose()]);
    await dropRestoredDatabase?.();
  });

  const restoredDatabase = () => {
    if (!checks) throw new Error('The round trip did not finish');
    return checks;
  };

  it('backs up with the real CLI while the server keeps acknowledging writes', () => {
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      /^Backed up .* and \d+ upload\(s\) to .*backups\/quietline-(sqlite|postgres)-/,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
  });

  it('restores every write acknowledged before the backup began', async () => {
    expect(keysOf(await storedOf(restoredDatabase(), before))).toEqual(keysOf(before));
  });

  it('restores none of the writes made after the backup ended', async () => {
    expect(await storedOf(restoredDatabase(), after)).toEqual([]);
  });

  it('restores each write made during the backup whole or not at all', async () => {
    expect(await partialWrites(restoredDatabase().db, restored.dataDir)).toEqual([]);
  });

  it('restores the uploads byte for byte', async () => {
    expect(restoredUploads).toEqual(manifest.uploads.map((file) => file.name));
    // The category icons acknowledged before the backup are uploads.
    expect(restoredUploads.length).toBeGreaterThanOrEqual(roundsBefore);
    for (const name of restoredUploads) {
      const [copy, original] = await Promise.all(
        [restored.dataDir, source.dataDir].map((dataDir) => readFile(join(uploadsDir(dataDir), name))),
      );
      expect(copy?.equals(original ?? Buffer.alloc(0)), name).toBe(true);
    }
  });

  it('restores a database that passes its integrity check', async () => {
    expect(await integrityProblems(restoredDatabase())).toEqual([]);
  });

  it('serves and stores new writes from the restored data', () => {
    expect(onRestored).not.toBeInstanceOf(Error);
  });
});
