import { EnvError, loadEnv, type Env } from './env';

/**
 * loadEnv for command-line entry points: bad configuration is a user's mistake, so it ends the
 * process with the list of problems and exit code 1 — no stack trace.
 */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const lines = error.message.split('\n').map((line) => `  ${line}`);
    process.stderr.write(`Invalid configuration:\n${lines.join('\n')}\n`);
    process.exit(1);
  }
}
