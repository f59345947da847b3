import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GalleryPageSchema, type GalleryPage } from '../../../shared/practice/artwork';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { galleryKeys } from './gallery-keys';

/** GET /api/gallery?cursor= → one page of artworks, newest first, and the next page's cursor. */
export async function getGalleryPage(fetcher: FetchWithAuth, cursor: string | null): Promise<GalleryPage> {
  const query = cursor === null ? {} : { cursor };
  return readJson(await createApiClient(fetcher).gallery.$get({ query }), GalleryPageSchema);
}

/** Thumbnail URLs are signed for 5–10 minutes: refetch the pages before they run out. */
const THUMBNAIL_FRESH_MS = 4 * 60_000;

export function galleryQueryOptions(fetcher: FetchWithAuth) {
  return infiniteQueryOptions({
    queryKey: galleryKeys.list(),
    queryFn: ({ pageParam }) => getGalleryPage(fetcher, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: THUMBNAIL_FRESH_MS,
    refetchInterval: THUMBNAIL_FRESH_MS,
  });
}

export function useGalleryPages() {
  return useInfiniteQuery(galleryQueryOptions(useFetchWithAuth()));
}
