import type { ConsentCategories } from '../../../shared/consent/consent-categories';
import {
  ANONYMISED_IP,
  CONSENT_VERSION,
  type ConsentMethod,
  type ConsentRecord,
} from '../../../shared/consent/consent-record';
import { CONSENT_WEBSITE_ID } from '../../../shared/consent/consent-website';

/** The ledger's user_agent holds at most this many characters. */
const USER_AGENT_MAX = 1024;

export interface ConsentLedgerContext {
  sessionId: string;
  /** The signed-in member, or null. */
  userId: string | null;
  categories: ConsentCategories;
  userAgent: string;
  /** The country guessed from the time zone, or 'Unknown'. */
  location: string;
  /** The page's hostname. */
  domain: string;
}

/** One ledger record: exactly the fields of spec §7, no address (anonymised_ip is the fixed '{ip}'). */
export function consentLedgerRecord(method: ConsentMethod, context: ConsentLedgerContext): ConsentRecord {
  return {
    website_id: CONSENT_WEBSITE_ID,
    session_id: context.sessionId,
    user_id: context.userId,
    analytics: context.categories.analytics,
    social: context.categories.social,
    advertising: context.categories.advertising,
    consent_method: method,
    consent_version: CONSENT_VERSION,
    user_agent: context.userAgent.slice(0, USER_AGENT_MAX),
    location: context.location,
    anonymised_ip: ANONYMISED_IP,
    domain: context.domain,
  };
}
