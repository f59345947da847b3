import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../../testing/run-script';

describe('npm run db:backup and db:restore refusals', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-backup-cli-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('backup: says there is nothing to back up when the database does not exist, exit code 1', async () => {
    const result = await runScript('src/server/db/backup/backup-cli.ts', { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Backup failed: No database at ${join(dataDir, 'quietline.sqlite')}: nothing to back up.\n`,
    );
  });

  it('restore: asks which backup and lists the ones in DATA_DIR/backups, exit code 1', async () => {
    const backup = join(dataDir, 'backups', 'quietline-sqlite-2025-03-01T12-00-00-000Z');
    await mkdir(backup, { recursive: true });
    await writeFile(join(backup, 'manifest.json'), '{}');
    const result = await runScript('src/server/db/backup/restore-cli.ts', { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Restore failed: no backup given: npm run db:restore -- --from <folder>\nBackups found:\n  ${backup}\n`,
    );
  });

  it('restore: refuses a damaged backup with the reason and no stack trace, exit code 1', async () => {
    await writeFile(join(dataDir, 'manifest.json'), '{"format": "quietline-backup"');
    const result = await runScript(
      'src/server/db/backup/restore-cli.ts',
      { DATA_DIR: join(dataDir, 'data') },
      20_000,
      ['--from', dataDir],
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Restore failed: manifest.json is not valid JSON: the backup is damaged.\n');
  });
});
