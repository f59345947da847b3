import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  renderedTemplateSchema,
  type RenderedTemplate,
  type RenderTemplateRequest,
} from '../../../../shared/messaging/message-templates';
import { messagingKeys } from './messaging-keys';

/** POST /api/admin/messaging/templates/preview → the draft rendered with sample values (400: its error). */
export async function previewTemplate(
  fetcher: FetchWithAuth,
  draft: RenderTemplateRequest,
): Promise<RenderedTemplate> {
  return readJson(
    await createApiClient(fetcher).admin.messaging.templates.preview.$post({ json: draft }),
    renderedTemplateSchema,
  );
}

/**
 * The preview of a (debounced) draft; null renders nothing (an empty subject or body). A refused
 * draft is an error, not retried: the author's next keystroke asks again.
 */
export function useTemplatePreview(draft: RenderTemplateRequest | null) {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: messagingKeys.preview(draft),
    queryFn: () => previewTemplate(fetcher, draft!),
    enabled: draft !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
