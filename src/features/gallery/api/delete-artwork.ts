import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { artworkQueryKey } from './get-artwork';
import { galleryQueryKey } from './get-gallery-page';

/** DELETE /api/gallery/{id} → 204 (practice statistics stay as they are). */
export async function deleteArtwork(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/gallery/${encodeURIComponent(id)}`));
}

export function useDeleteArtwork() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteArtwork(fetcher, id),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: artworkQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: galleryQueryKey });
    },
  });
}
