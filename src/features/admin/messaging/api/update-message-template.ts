import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  messageTemplateSchema,
  type MessageTemplate,
  type UpdateTemplateRequest,
} from '../../../../shared/messaging/message-templates';
import { messagingKeys } from './messaging-keys';

/** PATCH /api/admin/messaging/templates/{id} with only the changed fields. */
export async function updateMessageTemplate(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateTemplateRequest,
): Promise<MessageTemplate> {
  const templates = createApiClient(fetcher).admin.messaging.templates;
  return readJson(
    await templates[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body }),
    messageTemplateSchema,
  );
}

export function useUpdateMessageTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTemplateRequest }) =>
      updateMessageTemplate(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.templates() }),
  });
}
