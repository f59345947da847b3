import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';
import { plansResponseSchema, type Plan } from '../../../shared/billing/plans';
import { billingKeys } from './billing-keys';

/** GET /api/plans (public) → the active plans in their order, with their yearly saving. */
export async function getPlans(): Promise<Plan[]> {
  return (await readJson(await createApiClient().plans.$get(), plansResponseSchema)).plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: billingKeys.plans(),
  queryFn: getPlans,
  // Prices change rarely; a minute keeps the grid steady while the member compares.
  staleTime: 60 * 1000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
