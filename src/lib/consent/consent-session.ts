import { CONSENT_SESSION_COOKIE, consentSessionIdPattern } from '../../shared/consent/consent-session-id';
import { CONSENT_WEBSITE_ID } from '../../shared/consent/consent-website';
import { readCookie } from '../i18n/locale-cookie';
import { browserFingerprint } from './browser-fingerprint';
import { cookieAttributes, isSecurePage } from './consent-cookie';

/** A consent session lasts one day (spec §9). */
export const CONSENT_SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `count` random letters and digits, uniformly drawn (bytes past the last full alphabet are redrawn). */
export function randomCharacters(
  count: number,
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  const limit = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < count) {
    for (const byte of fill(new Uint8Array(count))) {
      if (byte < limit && text.length < count) text += alphabet[byte % alphabet.length];
    }
  }
  return text;
}

interface SessionIdParts {
  siteId: string;
  /** Epoch milliseconds. */
  now: number;
  /** 16 lowercase hex characters. */
  fingerprint: string;
  /** 8 letters or digits. */
  random: string;
}

/** Site id, timestamp, fingerprint and random characters joined by '_' (spec §9; consent-session-id.ts). */
export function createConsentSessionId({ siteId, now, fingerprint, random }: SessionIdParts): string {
  return [siteId, String(now), fingerprint, random].join('_');
}

/** Sessions this page started: whichever caller comes first creates it, each learns it is new. */
const startedHere = new Set<string>();

/**
 * The browser's consent session: the id in the cookie-consent-session cookie, or a new one
 * stored there for a day. `created` (this page started it) tells the caller to log its start.
 */
export function ensureConsentSession(now = Date.now()): { id: string; created: boolean } {
  const existing = readCookie(document.cookie, CONSENT_SESSION_COOKIE);
  if (existing !== undefined && consentSessionIdPattern.test(existing)) {
    return { id: existing, created: startedHere.has(existing) };
  }
  const id = createConsentSessionId({
    siteId: CONSENT_WEBSITE_ID,
    now,
    fingerprint: browserFingerprint(),
    random: randomCharacters(8),
  });
  document.cookie = `${CONSENT_SESSION_COOKIE}=${id}; ${cookieAttributes(CONSENT_SESSION_MAX_AGE_SECONDS, isSecurePage())}`;
  startedHere.add(id);
  return { id, created: true };
}
