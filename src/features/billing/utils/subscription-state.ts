import type { SubscriptionResponse } from '../../../shared/billing/subscription';

/** A paid subscription that is still running: its plan changes through change-plan, not checkout. */
export function hasRunningSubscription(subscription: SubscriptionResponse): boolean {
  return subscription.status === 'active' || subscription.status === 'past_due';
}

/**
 * What the server confirms after a checkout: the payment went through. A trial is not a payment:
 * a member on one who returns from checkout waits until the provider's event makes it active.
 */
export function isConfirmed(subscription: SubscriptionResponse): boolean {
  return subscription.status === 'active';
}

/** The member may start their one free trial now: never used, and nothing running. */
export function canStartTrial(subscription: SubscriptionResponse): boolean {
  return !subscription.trialUsed && (subscription.status === 'none' || subscription.status === 'canceled');
}
