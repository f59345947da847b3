import { appendFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { issuedTotpSecretsFile, serverLogDirVariable } from '../setup/e2e-server-logs';

const STEP_MS = 30_000;

/** Notes a secret the server issued, for the scan of the servers' logs after the run to look for. */
function recordIssuedSecret(secret: string) {
  const logDir = process.env[serverLogDirVariable];
  if (logDir) appendFileSync(issuedTotpSecretsFile(logDir), `${secret}\n`);
}

/**
 * Plays the member's authenticator app. The server accepts a code only for a time step later than
 * the last one it accepted (no replays) and within ±1 step of now, so this hands out the next
 * usable step's code, waiting for the clock when every step in the window is used up.
 */
export function authenticator(secretBase32: string) {
  const secret = secretBase32.replace(/\s+/g, '');
  recordIssuedSecret(secret);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  let lastStep = -Infinity;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const current = Math.floor(Date.now() / STEP_MS);
        const step = Math.max(current - 1, lastStep + 1);
        if (step <= current + 1) {
          lastStep = step;
          return totp.generate({ timestamp: step * STEP_MS });
        }
        await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 50));
      }
    },
  };
}
