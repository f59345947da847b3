import { useQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  contentListQueryKey,
  contentResources,
  type ContentItem,
  type ContentResource,
} from './content-resources';

/** GET /api/admin/content/{resource} → every item in catalogue order. */
export async function listContent<R extends ContentResource>(
  fetcher: FetchWithAuth,
  resource: R,
): Promise<ContentItem<R>[]> {
  const { path, list } = contentResources[resource];
  const body = await readJson(await sendJson(fetcher, 'GET', path), list);
  return body.items as ContentItem<R>[];
}

export function useContentList<R extends ContentResource>(resource: R) {
  const fetcher = useFetchWithAuth();
  return useQuery({ queryKey: contentListQueryKey(resource), queryFn: () => listContent(fetcher, resource) });
}
