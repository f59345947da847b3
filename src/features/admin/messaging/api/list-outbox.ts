import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { queryOf } from '../../../../lib/api/query-of';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  outboxPageSchema,
  type OutboxPage,
  type OutboxQuery,
  type OutboxStatus,
} from '../../../../shared/messaging/outbox';
import { messagingKeys } from './messaging-keys';

/** GET /api/admin/messaging/outbox?status=&cursor= → one page of the delivery log, newest first. */
export async function listOutbox(fetcher: FetchWithAuth, query: OutboxQuery): Promise<OutboxPage> {
  return readJson(
    await createApiClient(fetcher).admin.messaging.outbox.$get({ query: queryOf(query) }),
    outboxPageSchema,
  );
}

/** The log with one status or all (undefined), one cursor page after another ("Load more"). */
export function useOutbox(status: OutboxStatus | undefined) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: messagingKeys.outboxOf(status),
    queryFn: ({ pageParam }) => listOutbox(fetcher, { status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
