import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  renderedTemplateSchema,
  type RenderedTemplate,
  type RenderTemplateRequest,
} from '../../../../shared/messaging/message-templates';
import { templatesPath } from './list-message-templates';

/** POST /api/admin/messaging/templates/preview → the draft rendered with sample values (400: its error). */
export async function previewTemplate(
  fetcher: FetchWithAuth,
  draft: RenderTemplateRequest,
): Promise<RenderedTemplate> {
  return readJson(await sendJson(fetcher, 'POST', `${templatesPath}/preview`, draft), renderedTemplateSchema);
}

/**
 * The preview of a (debounced) draft; null renders nothing (an empty subject or body). A refused
 * draft is an error, not retried: the author's next keystroke asks again.
 */
export function useTemplatePreview(draft: RenderTemplateRequest | null) {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: ['admin', 'messaging', 'preview', draft],
    queryFn: () => previewTemplate(fetcher, draft!),
    enabled: draft !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
