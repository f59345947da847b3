import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GalleryPageSchema, type GalleryPage } from '../../../shared/practice/artwork';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/gallery?cursor= → one page of artworks, newest first, and the next page's cursor. */
export async function getGalleryPage(fetcher: FetchWithAuth, cursor: string | null): Promise<GalleryPage> {
  const query = cursor === null ? '' : `?${new URLSearchParams({ cursor }).toString()}`;
  return readJson(await sendJson(fetcher, 'GET', `/api/gallery${query}`), GalleryPageSchema);
}

export const galleryQueryKey = ['gallery', 'list'] as const;

/** Thumbnail URLs are signed for 5–10 minutes: refetch the pages before they run out. */
const THUMBNAIL_FRESH_MS = 4 * 60_000;

export function galleryQueryOptions(fetcher: FetchWithAuth) {
  return infiniteQueryOptions({
    queryKey: galleryQueryKey,
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
