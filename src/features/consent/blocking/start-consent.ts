import { getDefaultStore } from 'jotai';
import { consentCategoriesAtom, consentExpiryDaysAtom } from '../../../lib/consent/consent-atoms';
import { showConsentSettings } from '../../../lib/consent/consent-events';
import type { RuntimeConfig } from '../../../lib/runtime-config/runtime-config-schema';
import { trackerDomains } from '../../../shared/consent/tracker-domains';
import { createTrackerMatcher } from '../../../shared/consent/tracker-matcher';
import { readConsentSettings } from '../utils/consent-settings';
import { installTrackerBlocker } from './install-tracker-blocker';
import { isBlockedUrl } from './is-blocked-url';

/**
 * Startup (before the first render): applies the configured expiry and, unless blocking is
 * configured off, installs the tracker blocker, which reads the current consent on every request.
 * Returns the blocker's undo (nothing to undo when blocking is off).
 */
export function startConsent(config: RuntimeConfig, store = getDefaultStore()): () => void {
  const settings = readConsentSettings(config);
  store.set(consentExpiryDaysAtom, settings.expiryDays);
  if (!settings.blocking) return () => undefined;
  const trackerGroupOf = createTrackerMatcher(trackerDomains, settings.extraTrackerDomains);
  return installTrackerBlocker({
    isBlocked: (url) => isBlockedUrl(url, document.baseURI, trackerGroupOf, store.get(consentCategoriesAtom)),
    onManage: showConsentSettings,
  });
}
