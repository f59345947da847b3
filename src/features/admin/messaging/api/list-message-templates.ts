import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { templateListSchema, type TemplateList } from '../../../../shared/messaging/message-templates';

export const templatesPath = '/api/admin/messaging/templates';

/** GET /api/admin/messaging/templates (admin or editor) → every template, by ID then language. */
export async function listMessageTemplates(fetcher: FetchWithAuth): Promise<TemplateList> {
  return readJson(await sendJson(fetcher, 'GET', templatesPath), templateListSchema);
}

export const messageTemplatesQueryKey = ['admin', 'messaging', 'templates'] as const;

export function useMessageTemplates() {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: messageTemplatesQueryKey, queryFn: () => listMessageTemplates(fetcher) });
}
