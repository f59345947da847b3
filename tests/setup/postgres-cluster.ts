import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newestPostgresBin } from '../../src/server/db/backup/postgres-tools';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian-style PostgreSQL server binaries folder, if any are installed. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  return newestPostgresBin('initdb', root);
}

/**
 * Starts a throwaway cluster in a temp folder on a free port. PostgreSQL refuses to run as root,
 * so as root the folder goes to the postgres user and every command runs through runuser.
 * Durability is off (fsync, full-page writes): the data dies with the test run anyway.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'quietline-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const stop = (mode: 'fast' | 'immediate') => command('pg_ctl', ['-D', dataDir, '-m', mode, 'stop']);
  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await run(
      ...command('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']),
    );
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    await run(...command('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-o', options, 'start']));
    // If the test process dies without teardown, do not leave a server running.
    const stopOnExit = () => execFileSync(...stop('immediate'), { stdio: 'ignore' });
    process.once('exit', stopOnExit);
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        process.off('exit', stopOnExit);
        await run(...stop('fast'));
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').slice(-2000)}` : '';
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `Could not start a PostgreSQL test cluster: ${error instanceof Error ? error.message : String(error)}${log}`,
      {
        cause: error,
      },
    );
  }
}
