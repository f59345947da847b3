import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { subscriptionResponseSchema, type SubscriptionResponse } from '../../../shared/billing/subscription';

/** GET /api/billing/subscription → the member's own plan, status and dates. */
export async function getSubscription(fetcher: FetchWithAuth): Promise<SubscriptionResponse> {
  return readJson(await sendJson(fetcher, 'GET', '/api/billing/subscription'), subscriptionResponseSchema);
}

/** Every member's subscription query sits under this key: each change invalidates it. */
export const subscriptionQueryRoot = ['billing', 'subscription'] as const;

/** Keyed by user, so one account never sees another's cached plan. */
export function subscriptionQueryKey(userId: string | undefined) {
  return [...subscriptionQueryRoot, userId ?? 'anonymous'] as const;
}

export function subscriptionQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: subscriptionQueryKey(userId), queryFn: () => getSubscription(fetcher) });
}

type SubscriptionQueryOptions = UseQueryOptions<
  SubscriptionResponse,
  Error,
  SubscriptionResponse,
  ReturnType<typeof subscriptionQueryKey>
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
