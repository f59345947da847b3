import type Stripe from 'stripe';
import type { ProviderSubscription } from '../billing-provider';

/**
 * Stripe's subscription status as ours; null for one not to apply at all: `incomplete` (the first
 * payment has not gone through) and any status a later API version may add. `paused` (a Stripe
 * trial ended without a payment method) collects nothing yet may resume: not canceled, which never
 * comes back, but unpaid, which ends after the grace period.
 */
export function mapStripeStatus(status: Stripe.Subscription.Status): ProviderSubscription['status'] | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}
