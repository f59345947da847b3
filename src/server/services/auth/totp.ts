import { Secret, TOTP } from 'otpauth';
import { nowMs } from '../../clock';

/** RFC 6238 with the usual authenticator-app settings. */
export const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new random secret (160 bits, as RFC 4226 recommends), base32 for apps and manual entry. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, accountName: string): string {
  return new TOTP({
    ...totpSettings,
    issuer: 'Quietline',
    label: accountName,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}

/**
 * The time step the code belongs to, accepting one step of clock skew either way, or undefined
 * when it matches none. The caller records the step so the same code cannot be used twice.
 */
export function matchTotpStep(secretBase32: string, code: string, timeMs: number): number | undefined {
  const delta = TOTP.validate({
    ...totpSettings,
    secret: Secret.fromBase32(secretBase32),
    token: code,
    timestamp: timeMs,
    window: 1,
  });
  return delta === null
    ? undefined
    : TOTP.counter({ period: totpSettings.period, timestamp: timeMs }) + delta;
}

/** The code for a moment, by default the process clock's (tests compute codes the way an app would). */
export function totpCode(secretBase32: string, timeMs = nowMs()): string {
  return TOTP.generate({ ...totpSettings, secret: Secret.fromBase32(secretBase32), timestamp: timeMs });
}
