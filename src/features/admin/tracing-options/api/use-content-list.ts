import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { contentApi, contentResources, type ContentItem, type ContentResource } from './content-resources';
import { tracingOptionsKeys } from './tracing-options-keys';

/** GET /api/admin/content/{resource} → every item in catalogue order. */
export async function listContent<R extends ContentResource>(
  fetcher: FetchWithAuth,
  resource: R,
): Promise<ContentItem<R>[]> {
  const body = await readJson(await contentApi(fetcher, resource).$get(), contentResources[resource].list);
  return body.items as ContentItem<R>[];
}

export function useContentList<R extends ContentResource>(resource: R) {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: tracingOptionsKeys.list(resource),
    queryFn: () => listContent(fetcher, resource),
  });
}
