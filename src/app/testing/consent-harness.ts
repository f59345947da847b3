import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach } from 'vitest';
import { consentExpiryDaysAtom, rereadStoredConsentAtom } from '../../lib/consent/consent-atoms';
import { choiceOf, type ConsentChoice } from '../../lib/consent/consent-choice';
import { DEFAULT_CONSENT_EXPIRY_DAYS } from '../../lib/consent/consent-cookie';
import { readCookie } from '../../lib/i18n/locale-cookie';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import type { ConsentCategories } from '../../shared/consent/consent-categories';
import { consentStatusSchema } from '../../shared/consent/server-consent';
import { i18nRoute, setUpAppTests } from './app-harness';

/** Helpers for browser tests of the consent notice. */

export const consentNotice = () => document.querySelector<HTMLElement>('[data-consent-notice]');
export const floatingConsentButton = () =>
  document.querySelector<HTMLElement>('[data-consent-floating-button]');

export function storedChoice(): ConsentChoice | undefined {
  const value = readCookie(document.cookie, 'cookie-consent');
  return value === undefined ? undefined : (JSON.parse(value) as ConsentChoice);
}

/** Stores a choice as the notice would have, `daysAgo` days ago. */
export function storeChoice(categories: ConsentCategories, daysAgo = 0): void {
  const choice = choiceOf(categories, new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));
  document.cookie = `cookie-consent=${encodeURIComponent(JSON.stringify(choice))}; Path=/`;
  resetConsentState();
}

/** A first visit: no consent cookies, the default expiry, nothing remembered in the consent state. */
export function forgetConsent(): void {
  document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
  document.cookie = 'cookie-consent-session=; Max-Age=0; Path=/';
  getDefaultStore().set(consentExpiryDaysAtom, DEFAULT_CONSENT_EXPIRY_DAYS);
  resetConsentState();
}

/** Registers a test file's hooks: async React, and every test a first visit with nothing left behind. */
export function setUpConsentTests(): void {
  beforeEach(forgetConsent);
  afterEach(forgetConsent); // registered first, so it runs once the page is gone
  setUpAppTests();
}

/** The consent state reads the cookie again, as on a fresh page load. */
export function resetConsentState(): void {
  getDefaultStore().set(rereadStoredConsentAtom);
}

type ServerStatus = boolean | null | 'error';

/**
 * The consent API as the real server answers it: GET /api/consent/me gives the stored status
 * (or fails with 'error'), POST /api/consent stores one, POST /api/consents takes ledger records.
 * Every other path but /api/i18n/* is a 404.
 */
export function stubConsentServer(initial: ServerStatus = null) {
  let status: ServerStatus = initial;
  /** The consent session cookie as each GET /api/consent/me found it. */
  const sessionsAtStatusRequest: (string | undefined)[] = [];
  const server = stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/consent/me' && method === 'GET') {
      sessionsAtStatusRequest.push(readCookie(document.cookie, 'cookie-consent-session'));
      if (status === 'error') return answer(apiErrorBodySchema, { message: 'Unavailable' }, { status: 503 });
      return answer(consentStatusSchema, { status });
    }
    if (path === '/api/consent' && method === 'POST') {
      status = (body as { status: boolean | null }).status;
      return new Response(null, { status: 204 });
    }
    if (path === '/api/consents' && method === 'POST') return Response.json({ id: 'c1' }, { status: 201 });
    return undefined;
  });
  return {
    ...server,
    sessionsAtStatusRequest,
    /** Bodies sent to one endpoint, in order. */
    bodies: (method: string, path: string) =>
      server.requests
        .filter((request) => request.method === method && request.path === path)
        .map((r) => r.body),
  };
}
