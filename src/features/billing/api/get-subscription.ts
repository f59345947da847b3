import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { subscriptionResponseSchema, type SubscriptionResponse } from '../../../shared/billing/subscription';
import { billingKeys } from './billing-keys';

/** GET /api/billing/subscription → the member's own plan, status and dates. */
export async function getSubscription(fetcher: FetchWithAuth): Promise<SubscriptionResponse> {
  return readJson(await createApiClient(fetcher).billing.subscription.$get(), subscriptionResponseSchema);
}

export function subscriptionQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: () => getSubscription(fetcher),
  });
}

type SubscriptionQueryOptions = UseQueryOptions<
  SubscriptionResponse,
  Error,
  SubscriptionResponse,
  ReturnType<typeof billingKeys.subscription>
>;

interface UseSubscriptionOptions {
  /** Poll every this many ms (or as the function decides), or false (the default) not to poll. */
  refetchInterval?: SubscriptionQueryOptions['refetchInterval'];
}

/** The signed-in member's subscription; nothing is asked for while signed out. */
export function useSubscription({ refetchInterval = false }: UseSubscriptionOptions = {}) {
  const fetcher = useFetchWithAuth();
  const { user, isLoggedIn } = useAuth();
  return useQuery({
    ...subscriptionQueryOptions(fetcher, user?.id),
    enabled: isLoggedIn,
    refetchInterval,
  });
}
