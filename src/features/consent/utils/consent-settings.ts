import type { RuntimeConfig } from '../../../lib/runtime-config/runtime-config-schema';
import { DEFAULT_CONSENT_EXPIRY_DAYS } from '../../../lib/consent/consent-cookie';
import { parseExtraTrackerDomains, type TrackerDomainList } from '../../../shared/consent/tracker-matcher';

/** The consent settings of /config.json, with the spec's defaults filled in. */
export interface ConsentSettings {
  /** Tracker blocking until consent (spec §4 'Blocking'); on unless configured off. */
  blocking: boolean;
  extraTrackerDomains: TrackerDomainList;
  expiryDays: number;
  /** The ledger's base URL without a trailing slash; '' is this site. */
  logUrl: string;
  /** Send ledger records from localhost and private hosts too (tests). */
  logOnPrivateHosts: boolean;
}

export function readConsentSettings(config: RuntimeConfig): ConsentSettings {
  return {
    blocking: config.CONSENT_BLOCKING !== 'false',
    extraTrackerDomains: parseExtraTrackerDomains(config.CONSENT_EXTRA_BLOCKED_DOMAINS),
    expiryDays: config.CONSENT_EXPIRY_DAYS ?? DEFAULT_CONSENT_EXPIRY_DAYS,
    logUrl: (config.CONSENT_LOG_URL ?? '').replace(/\/+$/, ''),
    logOnPrivateHosts: config.CONSENT_LOG_ON_PRIVATE_HOSTS === 'true',
  };
}
