import { queryOptions, useQuery } from '@tanstack/react-query';
import { ImageCategoryListSchema, type ImageCategory } from '../../../shared/content/content-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';

/** GET /api/content/categories → the image categories, in their sort order. */
export async function getCategories(fetcher: FetchWithAuth): Promise<ImageCategory[]> {
  return (await readJson(await sendJson(fetcher, 'GET', '/api/content/categories'), ImageCategoryListSchema))
    .items;
}

/** Keyed by user: what the catalogue answers depends on the member's plan. */
export function categoriesQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({
    queryKey: ['content', 'categories', userId ?? 'anonymous'] as const,
    queryFn: () => getCategories(fetcher),
  });
}

export function useCategories() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(categoriesQueryOptions(fetcher, user?.id));
}
