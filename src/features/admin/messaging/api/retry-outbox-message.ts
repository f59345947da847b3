import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { outboxMessageSchema, type OutboxMessage } from '../../../../shared/messaging/outbox';
import { messagingKeys } from './messaging-keys';

/** POST /api/admin/messaging/outbox/{id}/retry → the message, queued again (409 unless it had failed). */
export async function retryOutboxMessage(fetcher: FetchWithAuth, id: string): Promise<OutboxMessage> {
  const outbox = createApiClient(fetcher).admin.messaging.outbox;
  return readJson(
    await outbox[':id'].retry.$post({ param: { id: encodeURIComponent(id) } }),
    outboxMessageSchema,
  );
}

export function useRetryOutboxMessage() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryOutboxMessage(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.outbox() }),
  });
}
