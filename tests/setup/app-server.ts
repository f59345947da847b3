import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { projectRoot } from '../../src/server/paths';
import { serverLogDirVariable } from './e2e-server-logs';
import { freePort } from './free-port';

/**
 * The first admin's password on every server started here (a spec may set its own): a generated
 * one would be logged once by design, and the log scan could not know what to look for.
 */
export const firstAdminPassword = 'first-light-2718';

export interface RunningAppServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Sends SIGTERM to the server's own PID and waits for it to exit. */
  stop(): Promise<number | null>;
}

/**
 * Where the server's output goes: during the e2e run (E2E_SERVER_LOG_DIR set), its whole log —
 * every level, request lines included — to a file of its own there, for the global teardown to
 * scan; otherwise warnings and errors to the console.
 */
function logOutput(dataDir: string): { env: { LOG_LEVEL: string }; fd?: number } {
  const logDir = process.env[serverLogDirVariable];
  if (!logDir) return { env: { LOG_LEVEL: 'warn' } };
  return { env: { LOG_LEVEL: 'trace' }, fd: openSync(join(logDir, `${basename(dataDir)}.log`), 'a') };
}

/**
 * Starts the real server (`src/server/main.ts`) on a free port with a fresh DATA_DIR, as `npm start`
 * would after building, and resolves once /api/health answers.
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<RunningAppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'quietline-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const log = logOutput(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: firstAdminPassword,
      ...log.env,
      ...extraEnv,
    },
    stdio: ['ignore', log.fd ?? 'inherit', log.fd ?? 'inherit'],
  });
  // The child holds its own copy of the file descriptor.
  if (log.fd !== undefined) closeSync(log.fd);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, process: child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('The server did not become healthy within 30 s');
}
