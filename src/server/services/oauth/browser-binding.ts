import { timingSafeEqual } from 'node:crypto';
import { hashToken, randomToken } from '../auth/opaque-token';

/**
 * Binds a sign-in to the browser that started it (login CSRF, issue 19): the browser keeps a
 * random secret in a cookie, and the flow's state is that secret's SHA-256. The state travels
 * through the provider and the address bar; the secret never leaves the browser's cookie jar,
 * so a callback is redeemed only where the flow began.
 */
export function newBrowserBinding(): { secret: string; state: string } {
  const secret = randomToken();
  return { secret, state: hashToken(secret) };
}

/** Whether `secret` (the cookie, if any) is the one this state was made from. */
export function isBrowserBound(state: string, secret: string | undefined): boolean {
  if (secret === undefined) return false;
  const expected = Buffer.from(hashToken(secret));
  const actual = Buffer.from(state);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
