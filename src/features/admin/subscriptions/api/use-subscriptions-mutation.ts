import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { subscriptionsAdminKeys } from './subscriptions-admin-keys';

/** A change on this page: afterwards (done or refused) plans and trials are read again. */
export function useSubscriptionsMutation<Variables, Result>(
  call: (fetcher: FetchWithAuth, variables: Variables) => Promise<Result>,
) {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(fetcher, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsAdminKeys.all }),
  });
}
