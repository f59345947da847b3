import type { Kysely } from 'kysely';
import type { SubscriptionResponse } from '../../../shared/billing/subscription';
import { findCustomerId } from '../../db/repositories/billing-records-repository';
import { findFreePlan, findPlan, type PlanRow } from '../../db/repositories/plans-repository';
import type { DB } from '../../db/schema';
import type { DbAndClock } from '../db-and-clock';
import type { BillingProvider } from './billing-provider';
import { memberBilling } from './member-billing';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Free, as stored, or as the spec names it when an admin removed the plan. */
async function freePlan(db: Kysely<DB>): Promise<SubscriptionResponse['plan']> {
  const row = await findFreePlan(db);
  return row ? { id: row.id, name: row.name, tier: row.tier } : { id: 'free', name: 'Free', tier: 'free' };
}

async function planOrFree(db: Kysely<DB>, planId: string | null): Promise<SubscriptionResponse['plan']> {
  const row: PlanRow | undefined = planId === null ? undefined : await findPlan(db, planId);
  return row ? { id: row.id, name: row.name, tier: row.tier } : freePlan(db);
}

/** `GET /api/billing/subscription`: the member's own state, now. */
export async function presentSubscription(
  deps: DbAndClock,
  provider: BillingProvider,
  userId: string,
): Promise<SubscriptionResponse> {
  const { db } = deps;
  const billing = await memberBilling(deps, userId);
  const change = billing.scheduledChange;
  const changePlan = change === null ? undefined : await findPlan(db, change.planId);
  return {
    plan: await planOrFree(db, billing.planId),
    status: billing.status,
    cycle: billing.cycle,
    currentPeriodEnd: iso(billing.currentPeriodEnd),
    cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
    trialEndsAt: iso(billing.trialEndsAt),
    scheduledChange:
      change === null || changePlan === undefined
        ? null
        : {
            plan: { id: changePlan.id, name: changePlan.name },
            cycle: change.cycle,
            at: new Date(change.at).toISOString(),
          },
    trialUsed: billing.trialUsed,
    hasBillingAccount: (await findCustomerId(db, userId, provider.name)) !== undefined,
    testMode: provider.testMode,
  };
}
