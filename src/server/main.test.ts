import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAdminEmail } from './services/auth/first-admin';
import { runScript, runScriptUntil } from './testing/run-script';

describe('main', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stops on bad configuration with the variable and reason, exit code 1 and no stack trace', async () => {
    const result = await runScript('src/server/main.ts', { AUTH_ACTIVITY_TIMEOUT: '5x', JWT_SECRET: 'tiny' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid configuration:\n' +
        '  JWT_SECRET: must be at least 32 characters\n' +
        '  AUTH_ACTIVITY_TIMEOUT: Invalid time format (got "5x")\n',
    );
    expect(result.stdout).toBe('');
  });

  it("prints the first admin's generated login on readable lines of its own, and in the log, at the first start only", async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-first-start-'));
    const env = { PORT: '0', DATA_DIR: dataDir };
    const first = await runScriptUntil('src/server/main.ts', env, '"msg":"listening"');
    const lines = first.stdout.split('\n');
    const heading = lines.indexOf('First admin login (shown once; change the password after signing in):');
    expect(heading).toBeGreaterThan(0);
    expect(lines[heading - 1]).toBe('');
    expect(lines[heading + 1]).toBe(`  Email:    ${defaultAdminEmail}`);
    const password = /^ {2}Password: (\S{12,})$/.exec(lines[heading + 2] ?? '')?.[1];
    expect(password).toBeDefined();
    expect(lines[heading + 3]).toBe('');
    // The JSON log line holds the same login, for log collectors.
    const logged = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string })
      .find((entry) => entry.msg?.startsWith('First admin login: '));
    expect(logged?.msg).toContain(`${defaultAdminEmail} / ${password}`);

    const second = await runScriptUntil('src/server/main.ts', env, '"msg":"listening"');
    expect(second.stdout).not.toContain('First admin login');
  });
});
