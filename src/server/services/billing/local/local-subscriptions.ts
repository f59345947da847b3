import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { billingErrorCodes, billingMessages } from '../../../../shared/billing/billing-messages';
import type { LocalSubscriptionsTable } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { applyProviderSubscription } from '../apply-provider-subscription';
import type { ProviderSubscription } from '../billing-provider';
import { activePeriodAt } from '../subscription-state';
import type { DbAndClock } from '../../db-and-clock';

export type LocalSubscriptionRow = Selectable<LocalSubscriptionsTable>;

/**
 * The subscription as it stands at `now`, with the state machine's own rule: renewed into the
 * current period (the test card always pays), or ended at the end of the period it was set to
 * cancel in. Nothing is stored until something changes it, so no timer is needed.
 */
export function localSubscriptionAt(row: LocalSubscriptionRow, now: number): LocalSubscriptionRow {
  if (row.status === 'canceled') return row;
  const period = activePeriodAt(
    {
      cycle: row.cycle,
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    },
    true,
    now,
  );
  if (period === null) return { ...row, status: 'canceled', ended_at: row.current_period_end };
  return { ...row, current_period_start: period.start, current_period_end: period.end };
}

export function toSnapshot(row: LocalSubscriptionRow): ProviderSubscription {
  return {
    provider: 'local',
    subscriptionId: row.id,
    customerId: row.customer_id,
    userId: row.user_id,
    planId: row.plan_id,
    cycle: row.cycle,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    endedAt: row.ended_at,
    observedAt: row.observed_at,
  };
}

export type LocalEventType =
  'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';

/**
 * What Stripe's webhook does for Stripe: the change reaches the state machine as an event, here
 * in the same transaction as the change itself, so the two never disagree.
 */
export async function emitLocalEvent(
  tx: DbAndClock,
  type: LocalEventType,
  row: LocalSubscriptionRow,
): Promise<ProviderSubscription> {
  const snapshot = toSnapshot(row);
  await applyProviderSubscription(
    tx,
    { provider: 'local', eventId: `local_evt_${randomUUID()}`, type },
    snapshot,
  );
  return snapshot;
}

/** The newest subscription of a customer (or member) that has not ended, as it stands now. */
export async function liveLocalSubscription(
  { db, clock }: DbAndClock,
  owner: 'customer_id' | 'user_id',
  id: string,
): Promise<LocalSubscriptionRow | undefined> {
  const rows = await db
    .selectFrom('local_subscriptions')
    .selectAll()
    .where(owner, '=', id)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const now = clock.nowMs();
  return rows.map((row) => localSubscriptionAt(row, now)).find((row) => row.status === 'active');
}

/**
 * Changes a subscription that has not ended and emits the change. Each change is observed at
 * least 1 ms after the previous one, so two changes within one millisecond still apply in order.
 */
export async function changeLocalSubscription(
  { db, clock }: DbAndClock,
  subscriptionId: string,
  change: (current: LocalSubscriptionRow, now: number) => Partial<LocalSubscriptionRow>,
): Promise<ProviderSubscription> {
  return db.transaction().execute(async (trx) => {
    // A no-op update reads the row and holds its lock until commit (PostgreSQL), portably.
    const stored = await trx
      .updateTable('local_subscriptions')
      .set((eb) => ({ observed_at: eb.ref('observed_at') }))
      .where('id', '=', subscriptionId)
      .returningAll()
      .executeTakeFirst();
    const now = clock.nowMs();
    const current = stored === undefined ? undefined : localSubscriptionAt(stored, now);
    if (current === undefined || current.status === 'canceled') {
      throw new DomainError('conflict', billingMessages.noSubscription, billingErrorCodes.conflict);
    }
    const next: LocalSubscriptionRow = {
      ...current,
      ...change(current, now),
      observed_at: Math.max(now, current.observed_at + 1),
    };
    const { id, ...columns } = next;
    await trx.updateTable('local_subscriptions').set(columns).where('id', '=', id).execute();
    return emitLocalEvent(
      { db: trx, clock },
      next.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      next,
    );
  });
}
