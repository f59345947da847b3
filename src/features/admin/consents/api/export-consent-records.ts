import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import type { ConsentRecordFilters } from '../../../../shared/consent/consent-record';
import { consentSearch } from '../utils/consent-filters';

/**
 * GET /api/admin/consents/export.csv (admin) → the filtered ledger as a CSV file and the name the
 * server gave it. Fetched with the access token, which a plain download link could not send.
 */
export async function exportConsentRecords(
  fetcher: FetchWithAuth,
  filters: ConsentRecordFilters,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetcher(`/api/admin/consents/export.csv${consentSearch(filters)}`, {
    headers: { Accept: 'text/csv' },
  });
  await expectOk(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? 'consent-records.csv' };
}
