import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';
import { ContentPreviewSchema, type ContentPreview } from '../../../shared/content/content-preview';

/** GET /api/content/preview (public) → the free catalogue a visitor may browse. */
export async function getContentPreview(): Promise<ContentPreview> {
  return readJson(await createApiClient().content.preview.$get(), ContentPreviewSchema);
}

export const contentPreviewQueryOptions = queryOptions({
  queryKey: ['marketing', 'content-preview'] as const,
  queryFn: getContentPreview,
  // The server lets caches keep it for five minutes; asking more often would show nothing new.
  staleTime: 5 * 60 * 1000,
});

export function useContentPreview() {
  return useQuery(contentPreviewQueryOptions);
}
