import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  messageTemplateSchema,
  type CreateTemplateRequest,
  type MessageTemplate,
} from '../../../../shared/messaging/message-templates';
import { messageTemplatesQueryKey, templatesPath } from './list-message-templates';

/** POST /api/admin/messaging/templates → the new template (409 when the ID exists in that language). */
export async function createMessageTemplate(
  fetcher: FetchWithAuth,
  body: CreateTemplateRequest,
): Promise<MessageTemplate> {
  return readJson(await sendJson(fetcher, 'POST', templatesPath, body), messageTemplateSchema);
}

export function useCreateMessageTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) => createMessageTemplate(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplatesQueryKey }),
  });
}
