import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runScript } from '../testing/run-script';

const cli = 'src/server/db/migrate-cli.ts';

describe('npm run db:migrate', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the SQLite database, lists what it applied, and is a no-op the second time', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-migrate-'));
    const first = await runScript(cli, { DATA_DIR: join(dataDir, 'nested') });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/applied \d+ migration\(s\):\n {2}0001-settings\n {2}0002-users\n/);
    const second = await runScript(cli, { DATA_DIR: join(dataDir, 'nested') });
    expect(second.stdout).toContain('already up to date.');
  });

  it('fails with a clear message and exit code 1 when the database is unreachable', async () => {
    const result = await runScript(cli, {
      DATABASE_URL: 'postgresql://quietline:pw-123@127.0.0.1:1/quietline',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Migration failed on PostgreSQL \(DATABASE_URL\): .*ECONNREFUSED/);
    expect(result.stderr + result.stdout).not.toContain('pw-123');
  });
});
