import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionQueryOptions } from '../../features/billing/api/get-subscription';
import { useAnalytics } from '../../lib/analytics/use-analytics';
import { useFetchWithAuth } from '../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../lib/auth/use-auth';

/**
 * Identifies the signed-in member to analytics with their plan tier (spec §7: identify, person
 * properties), and again when the plan changes. If the plan cannot be read the member is
 * identified without it.
 */
export function IdentifyWithPlan() {
  const { ready, identify } = useAnalytics();
  const { user, isLoggedIn } = useAuth();
  const fetcher = useFetchWithAuth();
  const userId = user?.id;
  const subscription = useQuery({
    ...subscriptionQueryOptions(fetcher, userId),
    enabled: ready && isLoggedIn,
  });
  const plan = subscription.data?.plan.tier;
  const settled = subscription.isSuccess || subscription.isError;

  useEffect(() => {
    if (ready && userId && settled) identify(userId, plan ? { plan } : {});
  }, [ready, userId, plan, settled, identify]);

  return null;
}
