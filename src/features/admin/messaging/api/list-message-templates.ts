import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { templateListSchema, type TemplateList } from '../../../../shared/messaging/message-templates';
import { messagingKeys } from './messaging-keys';

/** GET /api/admin/messaging/templates (admin or editor) → every template, by ID then language. */
export async function listMessageTemplates(fetcher: FetchWithAuth): Promise<TemplateList> {
  return readJson(await createApiClient(fetcher).admin.messaging.templates.$get(), templateListSchema);
}

export function useMessageTemplates() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: messagingKeys.templates(), queryFn: () => listMessageTemplates(fetcher) });
}
