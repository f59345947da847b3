import { join } from 'node:path';
import { projectRoot } from '../../src/server/paths';

/**
 * Where every server of the e2e run writes its whole log, one file per server, for the global
 * teardown to scan for secrets. Playwright empties test-results/ before the global setup runs.
 */
export const e2eServerLogDir = join(projectRoot, 'test-results', 'server-logs');

/** Set by the global setup for the workers: startAppServer then logs to a file in that folder. */
export const serverLogDirVariable = 'E2E_SERVER_LOG_DIR';

/** The TOTP secrets issued to the specs (tests/e2e/totp-codes.ts), one a line: looked for, not scanned. */
export function issuedTotpSecretsFile(logDir: string): string {
  return join(logDir, 'issued-totp-secrets.txt');
}
