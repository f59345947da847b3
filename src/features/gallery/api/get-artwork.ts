import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArtworkDetailSchema, type ArtworkDetail } from '../../../shared/practice/artwork';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/gallery/{id} → the artwork and its full document (404 for a missing or foreign one). */
export async function getArtwork(fetcher: FetchWithAuth, id: string): Promise<ArtworkDetail> {
  return readJson(
    await sendJson(fetcher, 'GET', `/api/gallery/${encodeURIComponent(id)}`),
    ArtworkDetailSchema,
  );
}

export const artworkQueryKey = (id: string) => ['gallery', 'artwork', id] as const;

export function artworkQueryOptions(fetcher: FetchWithAuth, id: string) {
  return queryOptions({ queryKey: artworkQueryKey(id), queryFn: () => getArtwork(fetcher, id) });
}

export function useArtwork(id: string) {
  return useQuery(artworkQueryOptions(useFetchWithAuth(), id));
}
