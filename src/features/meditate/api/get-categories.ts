import { queryOptions, useQuery } from '@tanstack/react-query';
import { ImageCategoryListSchema, type ImageCategory } from '../../../shared/content/content-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { contentKeys } from '../../../lib/api/content/content-keys';
import { useAuth } from '../../../lib/auth/use-auth';

/** GET /api/content/categories → the image categories, in their sort order. */
export async function getCategories(fetcher: FetchWithAuth): Promise<ImageCategory[]> {
  return (await readJson(await createApiClient(fetcher).content.categories.$get(), ImageCategoryListSchema))
    .items;
}

export function categoriesQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({
    queryKey: contentKeys.categories(userId),
    queryFn: () => getCategories(fetcher),
  });
}

export function useCategories() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(categoriesQueryOptions(fetcher, user?.id));
}
