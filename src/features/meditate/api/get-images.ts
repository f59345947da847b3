import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeditationImageListSchema, type MeditationImage } from '../../../shared/content/content-responses';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { contentKeys } from '../../../lib/api/content/content-keys';
import { useAuth } from '../../../lib/auth/use-auth';

/** Premium asset URLs expire after 5–10 minutes: older metadata is fetched again. */
const IMAGES_STALE_MS = 4 * 60_000;

/** GET /api/content/images?category=<id> → the category's images, in their sort order. */
export async function getImages(fetcher: FetchWithAuth, categoryId: string): Promise<MeditationImage[]> {
  const response = await createApiClient(fetcher).content.images.$get({ query: { category: categoryId } });
  return (await readJson(response, MeditationImageListSchema)).items;
}

export function imagesQueryOptions(fetcher: FetchWithAuth, userId: string | undefined, categoryId: string) {
  return queryOptions({
    queryKey: contentKeys.images(userId, categoryId),
    queryFn: () => getImages(fetcher, categoryId),
    staleTime: IMAGES_STALE_MS,
  });
}

export function useImages(categoryId: string | null) {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery({
    ...imagesQueryOptions(fetcher, user?.id, categoryId ?? ''),
    enabled: categoryId !== null,
  });
}
