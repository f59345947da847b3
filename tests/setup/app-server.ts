import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningAppServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Sends SIGTERM to the server's own PID and waits for it to exit. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real server (`src/server/main.ts`) on a free port with a fresh DATA_DIR, as `npm start`
 * would after building, and resolves once /api/health answers.
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<RunningAppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'quietline-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
