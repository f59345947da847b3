import type { ConsentCategories } from '../../../shared/consent/consent-categories';
import type { ConsentMethod } from '../../../shared/consent/consent-record';
import { isPrivateHost } from '../../../shared/consent/private-host';
import { postConsentRecord } from '../api/post-consent-record';
import { consentLedgerRecord } from './consent-ledger-record';
import type { ConsentSettings } from './consent-settings';
import { guessLocation } from './guess-location';

interface ConsentLogEntry {
  sessionId: string;
  userId: string | null;
  categories: ConsentCategories;
}

/**
 * Sends one record to the consent ledger (spec §7), except from localhost and private hosts
 * unless configured to; a failure is only a console warning.
 */
export async function logConsent(
  method: ConsentMethod,
  entry: ConsentLogEntry,
  settings: Pick<ConsentSettings, 'logUrl' | 'logOnPrivateHosts'>,
): Promise<void> {
  const domain = window.location.hostname;
  if (!settings.logOnPrivateHosts && isPrivateHost(domain)) return;
  const record = consentLedgerRecord(method, {
    ...entry,
    userAgent: navigator.userAgent,
    location: await guessLocation(),
    domain,
  });
  await postConsentRecord(record, settings.logUrl);
}
