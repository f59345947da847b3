import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { featureFlagsKeys } from './feature-flags-keys';

/** DELETE /api/admin/feature-flags/{id}. */
export async function deleteFeatureFlag(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(
    await createApiClient(fetcher).admin['feature-flags'][':id'].$delete({
      param: { id: encodeURIComponent(id) },
    }),
  );
}

export function useDeleteFeatureFlag() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeatureFlag(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureFlagsKeys.all }),
  });
}
