import { randomBytes } from 'node:crypto';
import { ANONYMISED_IP, CONSENT_VERSION, type ConsentRecord } from '../../shared/consent/consent-record';
import { CONSENT_SESSION_COOKIE } from '../../shared/consent/consent-session-id';

let sessions = 0;

/** A fresh, well-formed consent session id of `site`, as the consent notice makes one. */
export function testConsentSessionId(site = 'quietline'): string {
  sessions += 1;
  const random = `${String(sessions).padStart(4, '0')}Abcd`.slice(-8);
  return `${site}_${String(1_893_456_000_000 + sessions)}_${randomBytes(8).toString('hex')}_${random}`;
}

/** The Cookie header a browser sends with the consent notice's session cookie. */
export function consentCookie(sessionId: string): Record<string, string> {
  return { Cookie: `theme=dark; ${CONSENT_SESSION_COOKIE}=${sessionId}` };
}

/** A ledger record as the client posts it (spec §7). */
export function testConsentRecord(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    website_id: 'quietline',
    session_id: testConsentSessionId(),
    user_id: null,
    analytics: true,
    social: false,
    advertising: false,
    consent_method: 'save_preferences',
    consent_version: CONSENT_VERSION,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    location: 'Germany',
    anonymised_ip: ANONYMISED_IP,
    domain: 'quietline.example',
    ...overrides,
  };
}
