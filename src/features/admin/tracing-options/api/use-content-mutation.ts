import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { tracingOptionsKeys } from './tracing-options-keys';

/** A change on this page: afterwards (done or refused) every list is read again. */
export function useContentMutation<Variables, Result>(
  call: (fetcher: FetchWithAuth, variables: Variables) => Promise<Result>,
) {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(fetcher, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tracingOptionsKeys.all }),
  });
}
