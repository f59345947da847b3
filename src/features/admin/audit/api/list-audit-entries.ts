import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  auditResponseSchema,
  type auditQuerySchema,
  type AuditResponse,
} from '../../../../shared/admin/audit-log';

type AuditQuery = z.input<typeof auditQuerySchema>;

/** What the filters ask for; the cursor is added page by page. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

/** GET /api/admin/audit (admin) → one page, newest first. */
export async function listAuditEntries(fetcher: FetchWithAuth, query: AuditQuery): Promise<AuditResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // An empty filter ('All areas', no actor) is no filter: leave it out of the URL.
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return readJson(await sendJson(fetcher, 'GET', `/api/admin/audit${search}`), auditResponseSchema);
}

export const auditQueryKey = ['admin', 'audit'] as const;

/** The filtered log, one cursor page after another ("Load more"). */
export function useAuditEntries(filters: AuditFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: [...auditQueryKey, filters],
    queryFn: ({ pageParam }) => listAuditEntries(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
