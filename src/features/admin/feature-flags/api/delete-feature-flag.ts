import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { featureFlagsQueryKey } from './list-feature-flags';

/** DELETE /api/admin/feature-flags/{id}. */
export async function deleteFeatureFlag(fetcher: FetchWithAuth, id: string): Promise<void> {
  await expectOk(await sendJson(fetcher, 'DELETE', `/api/admin/feature-flags/${encodeURIComponent(id)}`));
}

export function useDeleteFeatureFlag() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeatureFlag(fetcher, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
  });
}
