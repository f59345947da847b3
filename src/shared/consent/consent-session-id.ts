import { z } from 'zod';

/** The cookie the consent notice keeps its session id in: the consent cookie's name plus -session (spec §3). */
export const CONSENT_SESSION_COOKIE = 'cookie-consent-session';

/** Longer than any id the pattern admits (104 characters), so a huge cookie is refused before matching. */
export const CONSENT_SESSION_ID_MAX_LENGTH = 128;

/** A site id: 1–64 of a–z, 0–9, '.' and '-', starting and ending with a letter or digit (a hostname-like label). */
const siteId = '[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?';

export const siteIdPattern = new RegExp(`^${siteId}$`);

/**
 * A consent session id (spec §9: site id, timestamp, 16-hex-character fingerprint and 8 random
 * characters), joined by '_', which a site id cannot contain:
 * `{site id}_{epoch ms, 13 digits}_{16 lowercase hex}_{8 of A–Z a–z 0–9}`,
 * e.g. `quietline_1893456000000_0f1e2d3c4b5a6978_aB3dE5gH`.
 */
export const consentSessionIdPattern = new RegExp(`^(${siteId})_\\d{13}_[0-9a-f]{16}_[A-Za-z0-9]{8}$`);

export const ConsentSessionIdSchema = z
  .string()
  .max(CONSENT_SESSION_ID_MAX_LENGTH)
  .regex(
    consentSessionIdPattern,
    'Must be a consent session id: {site id}_{13-digit epoch ms}_{16 hex}_{8 letters or digits}',
  );

/** The site id a well-formed consent session id begins with. */
export function siteIdOf(consentSessionId: string): string | undefined {
  return consentSessionIdPattern.exec(consentSessionId)?.[1];
}
