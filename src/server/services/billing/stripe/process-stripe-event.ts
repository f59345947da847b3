import Stripe from 'stripe';
import { applyProviderSubscription } from '../apply-provider-subscription';
import type { ProviderSubscription } from '../billing-provider';
import type { DbAndClock } from '../../db-and-clock';
import {
  subscriptionReferenceOf,
  type StripeEventEnvelope,
  type SubscriptionReference,
} from './stripe-event-reference';
import { toProviderSubscription } from './stripe-subscription-snapshot';

async function currentSnapshot(
  { db, clock }: DbAndClock,
  stripe: Stripe,
  { subscriptionId, userIdHint }: SubscriptionReference,
): Promise<ProviderSubscription | null> {
  // Taken before asking: Stripe's answer is at least this new, so a later fetch always wins.
  const observedAt = clock.nowMs();
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    return await toProviderSubscription(db, subscription, observedAt, userIdHint);
  } catch (error) {
    // A subscription Stripe does not have (another account's, or a test object): nothing to apply.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Applies a verified Stripe event exactly once. The events that concern a subscription are applied
 * by fetching the subscription as it is now, never from the event's copy, so events that arrive
 * late, twice or out of order all converge on Stripe's current state. Other events are only recorded.
 */
export async function processStripeEvent(
  deps: DbAndClock,
  stripe: Stripe,
  event: StripeEventEnvelope,
): Promise<{ outcome: Awaited<ReturnType<typeof applyProviderSubscription>>; subscriptionApplied: boolean }> {
  const reference = subscriptionReferenceOf(event);
  const snapshot = reference ? await currentSnapshot(deps, stripe, reference) : null;
  const outcome = await applyProviderSubscription(
    deps,
    { provider: 'stripe', eventId: event.id, type: event.type },
    snapshot,
  );
  return { outcome, subscriptionApplied: snapshot !== null };
}
