import { atom } from 'jotai';
import { atomWithDefault, RESET } from 'jotai/utils';
import { acceptsAll, noConsent, type ConsentCategories } from '../../shared/consent/consent-categories';
import { readCookie } from '../i18n/locale-cookie';
import { categoriesOf, choiceOf } from './consent-choice';
import {
  CONSENT_COOKIE,
  consentCookieString,
  DEFAULT_CONSENT_EXPIRY_DAYS,
  deletedCookieString,
  isSecurePage,
  parseStoredConsent,
  type StoredConsent,
} from './consent-cookie';
import { writeLocalChoice } from './local-choice';

/** Days a choice holds (CONSENT_EXPIRY_DAYS of /config.json); set once at startup. */
export const consentExpiryDaysAtom = atom(DEFAULT_CONSENT_EXPIRY_DAYS);

/** Bumped to read the cookie again. */
const cookieReadsAtom = atom(0);

/**
 * The browser's consent record, read from the cookie on first use. An expired record is deleted
 * there and then, with the local status, so the notice asks again (spec §4 'Consent (local)').
 */
export const storedConsentAtom = atomWithDefault<StoredConsent>((get) => {
  get(cookieReadsAtom);
  const stored = parseStoredConsent(
    readCookie(document.cookie, CONSENT_COOKIE),
    Date.now(),
    get(consentExpiryDaysAtom),
  );
  if (stored.state === 'expired') {
    document.cookie = deletedCookieString(CONSENT_COOKIE);
    writeLocalChoice(null);
  }
  return stored;
});

/** Reads the cookie again, as a page load would: another tab may have made a choice meanwhile. */
export const rereadStoredConsentAtom = atom(null, (_get, set) => {
  set(cookieReadsAtom, (reads) => reads + 1);
  set(storedConsentAtom, RESET);
});

/** What is consented now: the one source for the tracker blocker and the analytics backends. */
export const consentCategoriesAtom = atom<ConsentCategories>((get) => {
  const stored = get(storedConsentAtom);
  return stored.state === 'stored' ? categoriesOf(stored.choice) : noConsent;
});

/** Stores a choice made now: the cookie for the configured days, the local status, the state. */
export const saveConsentChoiceAtom = atom(null, (get, set, categories: ConsentCategories) => {
  const choice = choiceOf(categories, new Date());
  document.cookie = consentCookieString(choice, get(consentExpiryDaysAtom), isSecurePage());
  writeLocalChoice(acceptsAll(categories));
  set(storedConsentAtom, { state: 'stored', choice });
});
