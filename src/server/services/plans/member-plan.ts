import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The plan tiers of spec §1. */
export type PlanTier = 'free' | 'premium' | 'pro' | 'enterprise';

/**
 * The member's current plan: the ONE place that decides it. Until subscriptions exist (the
 * billing issue) every account is Free; that issue reads the subscription here, and every
 * premium check (content metadata, asset URLs, session saves, preferences) follows.
 */
export async function memberPlan(_db: Kysely<DB>, _userId: string): Promise<PlanTier> {
  return 'free';
}

/** Whether a plan unlocks premium content (every paid tier does). */
export function planIncludesPremium(plan: PlanTier): boolean {
  return plan !== 'free';
}

/** Whether the member may use a premium (or free) item. */
export async function memberHasPremium(db: Kysely<DB>, userId: string): Promise<boolean> {
  return planIncludesPremium(await memberPlan(db, userId));
}
