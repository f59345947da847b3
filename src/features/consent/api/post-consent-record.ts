import type { ConsentRecord } from '../../../shared/consent/consent-record';

/**
 * POST {ledger}/api/consents: one record for the consent-logging service (spec §7). Only `ok` is
 * checked; any failure is a console warning and nothing more. keepalive lets a record made just
 * before the page is left still arrive.
 */
export async function postConsentRecord(record: ConsentRecord, logUrl: string): Promise<void> {
  try {
    const response = await fetch(`${logUrl}/api/consents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      keepalive: true,
    });
    if (!response.ok) console.warn('Failed to log consent', response.status);
  } catch (error) {
    console.warn('Failed to log consent', error instanceof Error ? error.message : String(error));
  }
}
