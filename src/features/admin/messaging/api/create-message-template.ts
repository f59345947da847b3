import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  messageTemplateSchema,
  type CreateTemplateRequest,
  type MessageTemplate,
} from '../../../../shared/messaging/message-templates';
import { messagingKeys } from './messaging-keys';

/** POST /api/admin/messaging/templates → the new template (409 when the ID exists in that language). */
export async function createMessageTemplate(
  fetcher: FetchWithAuth,
  body: CreateTemplateRequest,
): Promise<MessageTemplate> {
  return readJson(
    await createApiClient(fetcher).admin.messaging.templates.$post({ json: body }),
    messageTemplateSchema,
  );
}

export function useCreateMessageTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) => createMessageTemplate(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.templates() }),
  });
}
