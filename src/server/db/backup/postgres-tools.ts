import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError } from './backup-error';

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/** The newest Debian-style PostgreSQL binaries folder (`<root>/<version>/bin`) that holds `tool`. */
export function newestPostgresBin(tool: string, root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', tool)))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))[0];
}

/**
 * The client tool itself from the newest versioned folder (one installation, so pg_restore and
 * psql match), else its bare name for the PATH (Homebrew, other distributions).
 */
function toolCommand(tool: PostgresTool): string {
  const bin = newestPostgresBin(tool);
  return bin === undefined ? tool : join(bin, tool);
}

/**
 * How a tool reaches the database at `url`: the URL without its password (command lines are
 * visible to every user of the machine) and the password in PGPASSWORD.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // The tools keep the rest of their environment (PATH, locale, PG* settings of the operator's).
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

export interface RunningTool {
  child: ChildProcess;
  /** Resolves once it exited with 0; rejects with its own error text otherwise. */
  done: Promise<void>;
}

/**
 * Starts a PostgreSQL client tool on `args` (plus `--dbname` when `url` is given). A missing
 * tool, or one that fails, rejects with a BackupError carrying the tool's own message.
 */
export function startPostgresTool(
  tool: PostgresTool,
  args: readonly string[],
  options: { url?: string; stdin?: 'pipe' | 'ignore'; stdout?: 'pipe' | 'ignore' } = {},
): RunningTool {
  const connection = options.url === undefined ? undefined : connectionOf(options.url);
  const child = spawn(
    toolCommand(tool),
    connection ? [...args, `--dbname=${connection.dbname}`] : [...args],
    { env: connection?.env, stdio: [options.stdin ?? 'ignore', options.stdout ?? 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} not found: install the PostgreSQL client tools (the server's major version or newer) and put them on PATH.`,
            )
          : error,
      );
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${tool} failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no message'}`,
          ),
        );
    });
  });
  return { child, done };
}

/** Runs a tool to the end (see startPostgresTool). */
export function runPostgresTool(tool: PostgresTool, args: readonly string[], url?: string): Promise<void> {
  return startPostgresTool(tool, args, { url }).done;
}
