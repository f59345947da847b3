import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { matchTotpStep, totpCode } from './totp';

/** RFC 6238 appendix B, SHA-1 column: the seed is the ASCII string "12345678901234567890". */
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const rfcVectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('matches the RFC 6238 vector at T=%i', (seconds, code) => {
    const eightDigits = TOTP.generate({
      secret: Secret.fromBase32(rfcSecret),
      digits: 8,
      timestamp: seconds * 1000,
    });
    expect(eightDigits).toBe(code);
    // Six digits are the same truncation modulo 10^6: the last six of the eight.
    expect(totpCode(rfcSecret, seconds * 1000)).toBe(code.slice(2));
    expect(matchTotpStep(rfcSecret, code.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of skew either way and no more', () => {
    const time = 1_111_111_111_000;
    const step = Math.floor(time / 30_000);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, time - 30_000), time)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, time + 30_000), time)).toBe(step + 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, time + 60_000), time)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, '000000', time)).toBeUndefined();
  });
});
