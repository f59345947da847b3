import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import type { AdminImage } from '../../../../shared/admin/tracing-options';
import { contentApi } from './content-resources';
import { tracingOptionsKeys } from './tracing-options-keys';

/** PUT /api/admin/content/images/order: every image id once, in the new order (409 when stale). */
export async function reorderImages(fetcher: FetchWithAuth, ids: readonly string[]): Promise<void> {
  await expectOk(await contentApi(fetcher, 'images').order.$put({ json: { ids: [...ids] } }));
}

/**
 * Shows a new order at once and sends it. Moves made in quick succession are sent one after the
 * other (one mutation scope), and the list is read again only after the last, so the rows never
 * jump back to an order the server has already left.
 */
export function useReorderImages() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  const key = tracingOptionsKeys.list('images');
  return useMutation({
    mutationKey: tracingOptionsKeys.reorderImages,
    scope: { id: 'reorder-images' },
    mutationFn: (images: readonly AdminImage[]) =>
      reorderImages(
        fetcher,
        images.map((image) => image.id),
      ),
    onMutate: async (images) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, images);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: tracingOptionsKeys.reorderImages }) <= 1)
        return queryClient.invalidateQueries({ queryKey: tracingOptionsKeys.all });
      return undefined;
    },
  });
}
