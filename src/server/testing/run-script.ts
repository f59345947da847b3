import { execFile } from 'node:child_process';
import { projectRoot } from '../paths';

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point the way npm scripts do (through tsx) with exactly the given
 * environment, for tests of start-up behaviour that only a fresh process shows (exit codes, stderr).
 */
export function runScript(
  script: string,
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script],
      { cwd: projectRoot, env, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
