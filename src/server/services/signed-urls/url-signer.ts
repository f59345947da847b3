import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { getOrCreateSetting } from '../../db/repositories/settings-repository';
import type { DbAndClock } from '../db-and-clock';

/** A signed URL stops working at most this long after it was handed out. */
export const SIGNED_URL_TTL_MS = 10 * 60_000;
/**
 * Expiry is rounded down to this grid, so every request within one window gets the same URL and
 * the client's cache by URL (and the browser's) keeps working. A URL therefore lives 5–10 minutes.
 */
const EXPIRY_GRID_MS = 5 * 60_000;

const settingKey = 'content.url_signing_key';

/** Seconds since the epoch as the signer writes them: digits, no sign, no leading zero. */
const canonicalExpiry = /^[1-9]\d{0,11}$/;

/** What a signature covers: the kind of resource and its id, so a signature never unlocks anything else. */
export type SignedScope = 'asset' | 'thumbnail';

/** The query parameters of a signed URL; routes validate them with this (other parameters are ignored). */
export const SignedQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export type SignedQuery = z.output<typeof SignedQuerySchema>;

export interface UrlSigner {
  /** `path?expires=…&sig=…` for the resource, valid 5–10 minutes from now. */
  signPath(path: string, scope: SignedScope, id: string): Promise<string>;
  /** Whether the query carries a valid, unexpired signature for this resource. */
  verify(scope: SignedScope, id: string, query: SignedQuery): Promise<boolean>;
  /** Cache-Control for a response behind a verified signature: private, and never past the signature's end. */
  cacheControl(query: SignedQuery): string;
}

function mac(key: Buffer, scope: SignedScope, id: string, expiresSeconds: string): Buffer {
  return createHmac('sha256', key).update(`${scope}\n${id}\n${expiresSeconds}`).digest();
}

/**
 * HMAC-SHA256 signed URLs for `<img>`/`<audio>` sources that cannot send a bearer token. The key
 * is generated once and kept in the settings table, so every instance verifies every URL; expiry
 * is read from the app's clock.
 */
export function createUrlSigner({ db, clock }: DbAndClock): UrlSigner {
  let key: Promise<Buffer> | undefined;
  const loadKey = () => {
    key ??= getOrCreateSetting(db, settingKey, () => randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  return {
    async signPath(path, scope, id) {
      const expiresMs = Math.floor(clock.nowMs() / EXPIRY_GRID_MS) * EXPIRY_GRID_MS + SIGNED_URL_TTL_MS;
      const expires = String(expiresMs / 1000);
      const sig = mac(await loadKey(), scope, id, expires).toString('base64url');
      return `${path}?expires=${expires}&sig=${sig}`;
    },
    async verify(scope, id, { expires, sig }) {
      if (expires === undefined || sig === undefined || !canonicalExpiry.test(expires)) return false;
      // Never later than this signer hands out, so no URL outlives its window even if a key leaks.
      const left = Number(expires) * 1000 - clock.nowMs();
      if (left <= 0 || left > SIGNED_URL_TTL_MS) return false;
      // The exact text the signer writes: base64url decoding would skip stray characters and
      // ignore the last character's spare bits, letting many spellings pass for one signature.
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(await loadKey(), scope, id, expires).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    cacheControl({ expires }) {
      const left = Math.max(0, Math.floor((Number(expires) * 1000 - clock.nowMs()) / 1000));
      return `private, max-age=${left}`;
    },
  };
}
