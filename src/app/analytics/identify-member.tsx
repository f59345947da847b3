import { lazy, Suspense } from 'react';
import { useAnalytics } from '../../lib/analytics/use-analytics';
import { useAuth } from '../../lib/auth/use-auth';

/** The plan lookup's code is fetched only when it is needed (ADR 034). */
const IdentifyWithPlan = lazy(() =>
  import('./identify-with-plan').then((module) => ({ default: module.IdentifyWithPlan })),
);

/**
 * Identifies the signed-in member to analytics with their plan tier (spec §7), once analytics
 * is ready: after sign-in, after consent, and when the plan changes. The plan is asked for only
 * then.
 */
export function IdentifyMember() {
  const { ready } = useAnalytics();
  const { isLoggedIn } = useAuth();
  if (!ready || !isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdentifyWithPlan />
    </Suspense>
  );
}
