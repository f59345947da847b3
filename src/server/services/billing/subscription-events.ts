import type { PlanRow } from '../../db/repositories/plans-repository';
import type { SubscriptionRow } from '../../db/repositories/subscriptions-repository';
import { findUserById } from '../../db/repositories/users-repository';
import type { DbAndClock } from '../db-and-clock';
import { emitAppEvent } from '../messaging/events/emit-app-event';
import type { ProviderSubscription } from './billing-provider';

const iso = (ms: number) => new Date(ms).toISOString();

/** Ended, or set to end at its period end. */
const ending = (status: SubscriptionRow['status'], cancelAtPeriodEnd: boolean) =>
  status === 'canceled' || cancelAtPeriodEnd;

/**
 * The routing-rule events of a snapshot about to replace what was stored of the same
 * subscription (`before`, undefined for a new one), in the snapshot's transaction (ADR 020):
 * subscription.activated when it first becomes active (its id is the subscription's, so it
 * happens once per subscription), subscription.canceled when it starts ending — set to cancel at
 * the period end, or canceled at once (its id is the provider event's).
 */
export async function emitSubscriptionEvents(
  tx: DbAndClock,
  change: {
    before: SubscriptionRow | undefined;
    snapshot: ProviderSubscription;
    plan: PlanRow;
    eventRef: string;
  },
): Promise<void> {
  const { before, snapshot, plan, eventRef } = change;
  const activated = snapshot.status === 'active' && before?.status !== 'active';
  const canceled =
    ending(snapshot.status, snapshot.cancelAtPeriodEnd) &&
    (before === undefined || !ending(before.status, before.cancel_at_period_end === 1));
  if (!activated && !canceled) return;
  const user = await findUserById(tx.db, snapshot.userId);
  if (!user) return;
  const recipient = { userId: user.id, email: user.email, name: user.name, role: user.role };
  const planFields = { planId: plan.id, planName: plan.name, tier: plan.tier, cycle: snapshot.cycle };
  if (activated) {
    await emitAppEvent(tx, {
      name: 'subscription.activated',
      id: snapshot.subscriptionId,
      recipient,
      fields: { ...planFields, periodEnd: iso(snapshot.currentPeriodEnd) },
    });
  }
  if (canceled) {
    const immediately = snapshot.status === 'canceled';
    await emitAppEvent(tx, {
      name: 'subscription.canceled',
      id: eventRef,
      recipient,
      fields: {
        ...planFields,
        endsAt: iso(immediately ? (snapshot.endedAt ?? snapshot.observedAt) : snapshot.currentPeriodEnd),
        immediately,
      },
    });
  }
}
