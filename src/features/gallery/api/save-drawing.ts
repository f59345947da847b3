import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SaveDrawingResponseSchema,
  type SaveDrawingRequest,
  type SaveDrawingResponse,
} from '../../../shared/practice/artwork';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { galleryKeys } from './gallery-keys';

/** POST /api/gallery {idempotencyKey, title?, document, thumbnail} → 201 (or 200 on a replay) {artwork}. */
export async function saveDrawing(
  fetcher: FetchWithAuth,
  body: SaveDrawingRequest,
): Promise<SaveDrawingResponse> {
  return readJson(await createApiClient(fetcher).gallery.$post({ json: body }), SaveDrawingResponseSchema);
}

export function useSaveDrawing() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDrawingRequest) => saveDrawing(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.list() }),
  });
}
