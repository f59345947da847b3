import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { findPlanByStripePrice } from '../../../db/repositories/plan-prices-repository';
import { findUserIdByStripeCustomer } from '../../../db/repositories/stripe-customers-repository';
import type { DB } from '../../../db/schema';
import type { ProviderSubscription } from '../billing-provider';
import { mapStripeStatus } from './stripe-subscription-status';

const ms = (seconds: number) => seconds * 1000;

/**
 * A Stripe subscription as the state machine's snapshot, or null when it is not to be applied:
 * incomplete, or holding a price no plan of ours has, or of a customer we cannot tie to a member.
 * The member comes from the subscription's metadata (set at checkout), else `userIdHint` (a
 * checkout session's client reference), else the customer we recorded for them earlier.
 * Since API version 2025-03-31 the period lives on the subscription's item, not on itself.
 */
export async function toProviderSubscription(
  db: Kysely<DB>,
  subscription: Stripe.Subscription,
  observedAt: number,
  userIdHint: string | null = null,
): Promise<ProviderSubscription | null> {
  const status = mapStripeStatus(subscription.status);
  const item = subscription.items.data[0];
  if (status === null || !item) return null;
  const plan = await findPlanByStripePrice(db, item.price.id);
  if (!plan) return null;
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const userId =
    subscription.metadata.userId || userIdHint || (await findUserIdByStripeCustomer(db, customerId));
  if (!userId) return null;
  const endedAt = subscription.ended_at ?? (status === 'canceled' ? subscription.canceled_at : null);
  return {
    provider: 'stripe',
    subscriptionId: subscription.id,
    customerId,
    userId,
    planId: plan.planId,
    cycle: plan.cycle,
    status,
    currentPeriodStart: ms(item.current_period_start),
    currentPeriodEnd: ms(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: endedAt === null ? null : ms(endedAt),
    observedAt,
  };
}
