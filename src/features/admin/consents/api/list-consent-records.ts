import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  consentRecordPageSchema,
  type ConsentRecordFilters,
  type ConsentRecordPage,
} from '../../../../shared/consent/consent-record';
import { consentSearch } from '../utils/consent-filters';

/** GET /api/admin/consents (admin) → one page of the consent ledger, newest first. */
export async function listConsentRecords(
  fetcher: FetchWithAuth,
  query: ConsentRecordFilters & { cursor?: string },
): Promise<ConsentRecordPage> {
  return readJson(
    await sendJson(fetcher, 'GET', `/api/admin/consents${consentSearch(query)}`),
    consentRecordPageSchema,
  );
}

export const consentRecordsQueryKey = ['admin', 'consents'] as const;

/** The filtered ledger, one cursor page after another ("Load more"). */
export function useConsentRecords(filters: ConsentRecordFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: [...consentRecordsQueryKey, filters],
    queryFn: ({ pageParam }) => listConsentRecords(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
