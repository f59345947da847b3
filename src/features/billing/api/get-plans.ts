import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../lib/api/read-json';
import { plansResponseSchema, type Plan } from '../../../shared/billing/plans';

/** GET /api/plans (public) → the active plans in their order, with their yearly saving. */
export async function getPlans(): Promise<Plan[]> {
  const response = await fetch('/api/plans', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  return (await readJson(response, plansResponseSchema)).plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'] as const,
  queryFn: getPlans,
  // Prices change rarely; a minute keeps the grid steady while the member compares.
  staleTime: 60 * 1000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
