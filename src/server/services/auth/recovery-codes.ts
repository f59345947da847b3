import { randomInt } from 'node:crypto';
import { hashToken } from './opaque-token';

export const recoveryCodeCount = 10;

/** No 0/o, 1/l/i: codes are read off paper and typed by hand. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const groups = 4;
const groupLength = 4;

/** Ten codes like `k7pq-2mzt-x9ad-4rwe`: 16 characters of a 31-letter alphabet, about 79 bits each. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: groups }, () =>
      Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
    ).join('-'),
  );
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}
