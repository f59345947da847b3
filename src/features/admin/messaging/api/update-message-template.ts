import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  messageTemplateSchema,
  type MessageTemplate,
  type UpdateTemplateRequest,
} from '../../../../shared/messaging/message-templates';
import { messageTemplatesQueryKey, templatesPath } from './list-message-templates';

/** PATCH /api/admin/messaging/templates/{id} with only the changed fields. */
export async function updateMessageTemplate(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateTemplateRequest,
): Promise<MessageTemplate> {
  const path = `${templatesPath}/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, body), messageTemplateSchema);
}

export function useUpdateMessageTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTemplateRequest }) =>
      updateMessageTemplate(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplatesQueryKey }),
  });
}
