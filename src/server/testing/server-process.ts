import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from '../paths';

export interface ServerProcess {
  url: string;
  /** SIGTERM, then its exit code once it has shut down. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. Resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * The real server (`src/server/main.ts`) in a process of its own with exactly `env` (PATH added),
 * on a free port (PORT 0): resolves with its URL once it logs that it is listening.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server process did not listen within ${timeoutMs} ms`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server process exited early with code ${code}`));
    });
    // The log is JSON lines; other lines (a first admin's login block) are skipped.
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'listening' && entry.url) {
          clearTimeout(timer);
          resolve({ url: entry.url, stop, kill });
        }
      } catch {
        // Not a log line.
      }
    });
  });
}
