import type { Kysely } from 'kysely';
import type { PlanTier } from '../../../shared/billing/plans';
import { findPlan } from '../../db/repositories/plans-repository';
import type { DB } from '../../db/schema';
import { memberBilling } from '../billing/member-billing';

export type { PlanTier } from '../../../shared/billing/plans';

/**
 * The member's current plan: the ONE place that decides it, from their subscription or trial
 * (`subscription-state.ts`). Every premium check (content metadata, asset URLs, session saves,
 * preferences) follows it. A plan an admin has since deleted counts as Free.
 */
export async function memberPlan(db: Kysely<DB>, userId: string): Promise<PlanTier> {
  const { planId } = await memberBilling(db, userId);
  if (planId === null) return 'free';
  return (await findPlan(db, planId))?.tier ?? 'free';
}

/** Whether a plan unlocks premium content (every paid tier does). */
export function planIncludesPremium(plan: PlanTier): boolean {
  return plan !== 'free';
}

/** Whether the member may use a premium (or free) item. */
export async function memberHasPremium(db: Kysely<DB>, userId: string): Promise<boolean> {
  return planIncludesPremium(await memberPlan(db, userId));
}
