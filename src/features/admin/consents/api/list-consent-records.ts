import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { queryOf } from '../../../../lib/api/query-of';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  consentRecordPageSchema,
  type ConsentRecordFilters,
  type ConsentRecordPage,
} from '../../../../shared/consent/consent-record';
import { consentsKeys } from './consents-keys';

/** GET /api/admin/consents (admin) → one page of the consent ledger, newest first. */
export async function listConsentRecords(
  fetcher: FetchWithAuth,
  query: ConsentRecordFilters & { cursor?: string },
): Promise<ConsentRecordPage> {
  return readJson(
    await createApiClient(fetcher).admin.consents.$get({ query: queryOf(query) }),
    consentRecordPageSchema,
  );
}

/** The filtered ledger, one cursor page after another ("Load more"). */
export function useConsentRecords(filters: ConsentRecordFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: consentsKeys.list(filters),
    queryFn: ({ pageParam }) => listConsentRecords(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
