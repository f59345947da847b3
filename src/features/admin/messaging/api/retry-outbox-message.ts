import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { outboxMessageSchema, type OutboxMessage } from '../../../../shared/messaging/outbox';
import { outboxPath, outboxQueryKey } from './list-outbox';

/** POST /api/admin/messaging/outbox/{id}/retry → the message, queued again (409 unless it had failed). */
export async function retryOutboxMessage(fetcher: FetchWithAuth, id: string): Promise<OutboxMessage> {
  const path = `${outboxPath}/${encodeURIComponent(id)}/retry`;
  return readJson(await sendJson(fetcher, 'POST', path), outboxMessageSchema);
}

export function useRetryOutboxMessage() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryOutboxMessage(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
