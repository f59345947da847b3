import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { queryOf } from '../../../../lib/api/query-of';
import { expectOk } from '../../../../lib/api/read-json';
import type { ConsentRecordFilters } from '../../../../shared/consent/consent-record';

/**
 * GET /api/admin/consents/export.csv (admin) → the filtered ledger as a CSV file and the name the
 * server gave it. Fetched with the access token, which a plain download link could not send.
 */
export async function exportConsentRecords(
  fetcher: FetchWithAuth,
  filters: ConsentRecordFilters,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await createApiClient(fetcher).admin.consents['export.csv'].$get(
    { query: queryOf(filters) },
    { headers: { Accept: 'text/csv' } },
  );
  await expectOk(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? 'consent-records.csv' };
}
