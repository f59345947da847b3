import { readConsentChoice, type ConsentChoice } from './consent-choice';

/** The stored consent record's cookie (spec §3). */
export const CONSENT_COOKIE = 'cookie-consent';

/** How long a choice holds before the notice asks again (spec §9). */
export const DEFAULT_CONSENT_EXPIRY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the browser holds: no choice, a choice that has just run out, or a valid choice. */
export type StoredConsent =
  { state: 'none' } | { state: 'expired' } | { state: 'stored'; choice: ConsentChoice };

/**
 * Reads the cookie's value. Unreadable JSON or a wrong shape counts as no choice. A choice
 * expires `expiryDays` after its newest valid timestamp; one whose timestamps are all invalid
 * stays (its status reads 'Invalid date') until the cookie's own Max-Age removes it.
 */
export function parseStoredConsent(
  value: string | undefined,
  now: number,
  expiryDays: number,
): StoredConsent {
  if (value === undefined) return { state: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { state: 'none' };
  }
  const choice = readConsentChoice(json);
  if (!choice) return { state: 'none' };
  const times = Object.values(choice)
    .map((category) => Date.parse(category.timestamp))
    .filter((time) => Number.isFinite(time));
  if (times.length > 0 && now - Math.max(...times) >= expiryDays * DAY_MS) return { state: 'expired' };
  return { state: 'stored', choice };
}

/** Cookie attributes of spec §9 (path /, SameSite Lax), Secure whenever the page is. */
export function cookieAttributes(maxAgeSeconds: number, secure: boolean): string {
  return `Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie-style string that stores a choice for `expiryDays`. */
export function consentCookieString(choice: ConsentChoice, expiryDays: number, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(choice));
  return `${CONSENT_COOKIE}=${value}; ${cookieAttributes(Math.round(expiryDays * 24 * 60 * 60), secure)}`;
}

/** The string that deletes a cookie set with cookieAttributes. */
export function deletedCookieString(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}
