import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  outboxPageSchema,
  type OutboxPage,
  type OutboxQuery,
  type OutboxStatus,
} from '../../../../shared/messaging/outbox';

export const outboxPath = '/api/admin/messaging/outbox';

/** GET /api/admin/messaging/outbox?status=&cursor= → one page of the delivery log, newest first. */
export async function listOutbox(fetcher: FetchWithAuth, query: OutboxQuery): Promise<OutboxPage> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return readJson(await sendJson(fetcher, 'GET', `${outboxPath}${search}`), outboxPageSchema);
}

export const outboxQueryKey = ['admin', 'messaging', 'outbox'] as const;

/** The log with one status or all (undefined), one cursor page after another ("Load more"). */
export function useOutbox(status: OutboxStatus | undefined) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: [...outboxQueryKey, status ?? 'all'],
    queryFn: ({ pageParam }) => listOutbox(fetcher, { status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
