import { execFile, spawn } from 'node:child_process';
import { projectRoot } from '../paths';

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point the way npm scripts do (through tsx) with exactly the given
 * environment and command-line `args`, for tests of behaviour that only a fresh process shows
 * (exit codes, stderr).
 */
export function runScript(
  script: string,
  env: Record<string, string>,
  timeoutMs = 20_000,
  args: readonly string[] = [],
): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: projectRoot, env, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * Starts a long-running entry point (the server) the same way, stops it with SIGTERM once its
 * stdout shows `until`, and answers all it printed. Fails if it exits first or takes over
 * `timeoutMs` to get there.
 */
export function runScriptUntil(
  script: string,
  env: Record<string, string>,
  until: string,
  timeoutMs = 30_000,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: projectRoot, env });
    let stdout = '';
    let stderr = '';
    let reached = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} printed no "${until}" within ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!reached && stdout.includes(until)) {
        reached = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (reached) resolve({ code: code ?? 1, stdout, stderr });
      else reject(new Error(`${script} exited (${code}) before printing "${until}":\n${stdout}${stderr}`));
    });
  });
}
