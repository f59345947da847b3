import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { galleryKeys } from './gallery-keys';

/** DELETE /api/gallery/{id} → 204 (practice statistics stay as they are). */
export async function deleteArtwork(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).gallery[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}

export function useDeleteArtwork() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteArtwork(fetcher, id),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: galleryKeys.artwork(id) });
      await queryClient.invalidateQueries({ queryKey: galleryKeys.list() });
    },
  });
}
