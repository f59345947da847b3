import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { messageTemplatesQueryKey, templatesPath } from './list-message-templates';

/** DELETE /api/admin/messaging/templates/{id} (409 for the last language of a template a rule sends). */
export async function deleteMessageTemplate(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `${templatesPath}/${encodeURIComponent(id)}`));
}

export function useDeleteMessageTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMessageTemplate(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageTemplatesQueryKey }),
  });
}
