import type { PlanTier } from '../../../shared/billing/plans';
import { findPlan } from '../../db/repositories/plans-repository';
import { memberBilling } from '../billing/member-billing';
import type { DbAndClock } from '../db-and-clock';

export type { PlanTier } from '../../../shared/billing/plans';

/**
 * The member's current plan: the ONE place that decides it, from their subscription or trial
 * (`subscription-state.ts`). Every premium check (content metadata, asset URLs, session saves,
 * preferences) follows it. A plan an admin has since deleted counts as Free.
 */
export async function memberPlan(deps: DbAndClock, userId: string): Promise<PlanTier> {
  const { planId } = await memberBilling(deps, userId);
  if (planId === null) return 'free';
  return (await findPlan(deps.db, planId))?.tier ?? 'free';
}

/** Whether a plan unlocks premium content (every paid tier does). */
export function planIncludesPremium(plan: PlanTier): boolean {
  return plan !== 'free';
}

/** Whether the member may use a premium (or free) item. */
export async function memberHasPremium(deps: DbAndClock, userId: string): Promise<boolean> {
  return planIncludesPremium(await memberPlan(deps, userId));
}
