import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  testSendResponseSchema,
  type RenderTemplateRequest,
  type TestSendResponse,
} from '../../../../shared/messaging/message-templates';
import { messagingKeys } from './messaging-keys';

/** POST /api/admin/messaging/templates/test-send → the draft queued to the caller's own address. */
export async function sendTestTemplate(
  fetcher: FetchWithAuth,
  draft: RenderTemplateRequest,
): Promise<TestSendResponse> {
  return readJson(
    await createApiClient(fetcher).admin.messaging.templates['test-send'].$post({ json: draft }),
    testSendResponseSchema,
  );
}

export function useSendTestTemplate() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: RenderTemplateRequest) => sendTestTemplate(fetcher, draft),
    // The test shows in the outbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.outbox() }),
  });
}
