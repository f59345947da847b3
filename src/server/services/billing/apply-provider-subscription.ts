import type { Kysely } from 'kysely';
import { tierRank } from '../../../shared/billing/plans';
import { toDbBoolean } from '../../db/column-types';
import {
  hasEnded,
  recordBillingEvent,
  recordCustomer,
  recordEndedSubscription,
} from '../../db/repositories/billing-records-repository';
import { findPlan, type PlanRow } from '../../db/repositories/plans-repository';
import {
  findSubscription,
  findSubscriptionOwner,
  upsertSubscription,
  type SubscriptionRow,
} from '../../db/repositories/subscriptions-repository';
import type { DB } from '../../db/schema';
import type { DbAndClock } from '../db-and-clock';
import type { BillingProviderName, ProviderSubscription } from './billing-provider';
import { emitSubscriptionEvents } from './subscription-events';
import { liveSubscription } from './subscription-state';

export type ApplyResult = 'applied' | 'duplicate' | 'stale';

/** Kysely cannot open a transaction inside one: a caller already in one (the local provider) shares it. */
function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Applies one provider event exactly once, in one transaction: the event id is stored with its
 * effect, so a replayed event ('duplicate') changes nothing. The snapshot (null for an event that
 * only needs recording) then replaces the member's stored subscription unless it is 'stale':
 * older than what is stored (events arrive late and out of order), a live state of a
 * subscription that already ended (one never comes back), or another subscription of a member
 * whose current one still runs. Both providers call this: Stripe's webhook and the local one.
 * Whether a stored subscription still runs is decided by the app's clock.
 */
export async function applyProviderSubscription(
  { db, clock }: DbAndClock,
  event: { provider: BillingProviderName; eventId: string; type: string },
  snapshot: ProviderSubscription | null,
): Promise<ApplyResult> {
  return inTransaction(db, async (trx) => {
    if (!(await recordBillingEvent(trx, event))) return 'duplicate';
    return snapshot === null
      ? 'applied'
      : applySnapshot({ db: trx, clock }, snapshot, `${event.provider}:${event.eventId}`);
  });
}

async function applySnapshot(
  tx: DbAndClock,
  snapshot: ProviderSubscription,
  eventRef: string,
): Promise<ApplyResult> {
  const { db: trx, clock } = tx;
  // Takes the member's row lock, so snapshots of one member apply one after another (PostgreSQL
  // holds it until commit; SQLite runs one transaction at a time). No row: the account is gone.
  const locked = await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', snapshot.userId)
    .executeTakeFirst();
  if (locked.numUpdatedRows === 0n) return 'stale';

  if (snapshot.status === 'canceled') {
    await recordEndedSubscription(
      trx,
      snapshot.provider,
      snapshot.subscriptionId,
      snapshot.endedAt ?? snapshot.observedAt,
    );
  } else if (await hasEnded(trx, snapshot.provider, snapshot.subscriptionId)) {
    return 'stale';
  }
  const owner = await findSubscriptionOwner(trx, snapshot.subscriptionId);
  if (owner !== undefined && owner !== snapshot.userId) return 'stale';

  const now = clock.nowMs();
  const stored = await findSubscription(trx, snapshot.userId);
  const sameSubscription = stored?.subscription_id === snapshot.subscriptionId;
  if (stored !== undefined) {
    if (sameSubscription && snapshot.observedAt <= stored.observed_at) return 'stale';
    if (!sameSubscription && (snapshot.status === 'canceled' || liveSubscription(stored, now) !== null)) {
      return 'stale';
    }
  }

  const plan = await findPlan(trx, snapshot.planId);
  // Thrown, not ignored: the event rolls back with it and the provider delivers it again.
  if (!plan) throw new Error(`Unknown plan ${snapshot.planId} in subscription ${snapshot.subscriptionId}`);
  const downgrade = sameSubscription ? await pendingDowngrade(trx, stored, snapshot, plan, now) : null;
  await upsertSubscription(trx, {
    user_id: snapshot.userId,
    provider: snapshot.provider,
    subscription_id: snapshot.subscriptionId,
    customer_id: snapshot.customerId,
    plan_id: snapshot.planId,
    cycle: snapshot.cycle,
    status: snapshot.status,
    current_period_start: snapshot.currentPeriodStart,
    current_period_end: snapshot.currentPeriodEnd,
    cancel_at_period_end: toDbBoolean(snapshot.cancelAtPeriodEnd),
    ended_at: snapshot.status === 'canceled' ? (snapshot.endedAt ?? snapshot.observedAt) : null,
    past_due_since: pastDueSince(sameSubscription ? stored : undefined, snapshot),
    observed_at: snapshot.observedAt,
    downgrade_from_plan_id: downgrade?.planId ?? null,
    downgrade_from_cycle: downgrade?.cycle ?? null,
    downgrade_access_until: downgrade?.until ?? null,
    created_at: now,
    updated_at: now,
  });
  await recordCustomer(trx, {
    provider: snapshot.provider,
    customer_id: snapshot.customerId,
    user_id: snapshot.userId,
  });
  await emitSubscriptionEvents(tx, {
    before: sameSubscription ? stored : undefined,
    snapshot,
    plan,
    eventRef,
  });
  return 'applied';
}

/** When the payment first failed: kept across snapshots while it stays failed. */
function pastDueSince(stored: SubscriptionRow | undefined, snapshot: ProviderSubscription): number | null {
  if (snapshot.status !== 'past_due') return null;
  return stored?.status === 'past_due' ? (stored.past_due_since ?? snapshot.observedAt) : snapshot.observedAt;
}

/**
 * A move to a lower tier changes the price at the provider now (no refund, the lower price is
 * charged from the next period), so the member keeps the plan they paid for until the period
 * they paid for ends. Moving back up, or to the plan paid for, ends the wait.
 */
async function pendingDowngrade(
  trx: Kysely<DB>,
  stored: SubscriptionRow | undefined,
  snapshot: ProviderSubscription,
  plan: PlanRow,
  now: number,
): Promise<{ planId: string; cycle: SubscriptionRow['cycle']; until: number } | null> {
  const live = stored === undefined || snapshot.status === 'canceled' ? null : liveSubscription(stored, now);
  if (live === null || live.accessPlanId === plan.id || snapshot.currentPeriodStart >= live.accessUntil) {
    return null;
  }
  const paidFor = await findPlan(trx, live.accessPlanId);
  if (!paidFor || tierRank(plan.tier) >= tierRank(paidFor.tier)) return null;
  return { planId: paidFor.id, cycle: live.accessCycle, until: live.accessUntil };
}
