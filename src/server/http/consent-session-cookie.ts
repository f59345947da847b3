import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_SESSION_COOKIE, ConsentSessionIdSchema } from '../../shared/consent/consent-session-id';

/** The `cookie-consent-session` cookie: not sent, not a consent session id, or a valid one. */
export type ConsentSessionCookie =
  { state: 'absent' } | { state: 'malformed' } | { state: 'valid'; sessionId: string };

/** Reads and checks the consent notice's session cookie (path /, readable by the server). */
export function readConsentSessionCookie(c: Context): ConsentSessionCookie {
  const value = getCookie(c, CONSENT_SESSION_COOKIE);
  if (value === undefined || value === '') return { state: 'absent' };
  const parsed = ConsentSessionIdSchema.safeParse(value);
  return parsed.success ? { state: 'valid', sessionId: parsed.data } : { state: 'malformed' };
}
