import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArtworkDetailForViewerSchema, type ArtworkDetailForViewer } from '../../../shared/practice/artwork';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { galleryKeys } from './gallery-keys';

/**
 * GET /api/gallery/{id} → the artwork and its full document (404 for a missing or foreign one). The
 * document is left for the canvas worker to validate when it imports it.
 */
export async function getArtwork(fetcher: FetchWithAuth, id: string): Promise<ArtworkDetailForViewer> {
  return readJson(
    await createApiClient(fetcher).gallery[':id'].$get({ param: { id: encodeURIComponent(id) } }),
    ArtworkDetailForViewerSchema,
  );
}

export function artworkQueryOptions(fetcher: FetchWithAuth, id: string) {
  return queryOptions({ queryKey: galleryKeys.artwork(id), queryFn: () => getArtwork(fetcher, id) });
}

export function useArtwork(id: string) {
  return useQuery(artworkQueryOptions(useFetchWithAuth(), id));
}
