import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { queryOf } from '../../../../lib/api/query-of';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  auditResponseSchema,
  type auditQuerySchema,
  type AuditResponse,
} from '../../../../shared/admin/audit-log';
import { auditKeys, type AuditFilters } from './audit-keys';

type AuditQuery = z.input<typeof auditQuerySchema>;

/** GET /api/admin/audit (admin) → one page, newest first. */
export async function listAuditEntries(fetcher: FetchWithAuth, query: AuditQuery): Promise<AuditResponse> {
  // An empty filter ('All areas', no actor) is no filter: queryOf leaves it out of the URL.
  return readJson(
    await createApiClient(fetcher).admin.audit.$get({ query: queryOf(query) }),
    auditResponseSchema,
  );
}

/** The filtered log, one cursor page after another ("Load more"). */
export function useAuditEntries(filters: AuditFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => listAuditEntries(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
