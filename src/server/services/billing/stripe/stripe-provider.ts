import Stripe from 'stripe';
import { billingErrorCodes, billingMessages } from '../../../../shared/billing/billing-messages';
import { DomainError } from '../../domain-error';
import type { BillingProvider, ProviderSubscription } from '../billing-provider';
import type { DbAndClock } from '../../db-and-clock';
import { toProviderSubscription } from './stripe-subscription-snapshot';

/**
 * Payments through Stripe: hosted Checkout, the Billing Portal, and subscription changes. Every
 * change answers the subscription as Stripe returned it; webhooks bring the rest (see
 * routes/billing/stripe-webhook.routes.ts).
 */
/** Stripe refused or could not be reached: 502 with a message, never a 500 that says nothing. */
async function answeringStripeFailures<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new DomainError(
        'provider_failed',
        billingMessages.providerUnavailable,
        billingErrorCodes.providerUnavailable,
      );
    }
    throw error;
  }
}

/** What the Stripe provider needs: the client, our database, and the clock its snapshots are observed by. */
export interface StripeProviderDeps extends DbAndClock {
  stripe: Stripe;
}

export function createStripeProvider(deps: StripeProviderDeps): BillingProvider {
  const provider = createStripeCalls(deps);
  return {
    name: provider.name,
    testMode: provider.testMode,
    createCheckout: (input) => answeringStripeFailures(() => provider.createCheckout(input)),
    createPortal: (input) => answeringStripeFailures(() => provider.createPortal(input)),
    setCancelAtPeriodEnd: (id, cancel) =>
      answeringStripeFailures(() => provider.setCancelAtPeriodEnd(id, cancel)),
    cancelNow: (id) => answeringStripeFailures(() => provider.cancelNow(id)),
    changePrice: (id, change) => answeringStripeFailures(() => provider.changePrice(id, change)),
  };
}

function createStripeCalls({ stripe, db, clock }: StripeProviderDeps): BillingProvider {
  async function snapshotOf(call: Promise<Stripe.Subscription>): Promise<ProviderSubscription> {
    const observedAt = clock.nowMs();
    const subscription = await call;
    const snapshot = await toProviderSubscription(db, subscription, observedAt);
    // Only a subscription we did not sell (no plan's price, no member) gets here: a setup error.
    if (!snapshot) throw new Error(`Stripe subscription ${subscription.id} maps to no plan and member`);
    return snapshot;
  }

  return {
    name: 'stripe',
    testMode: false,
    async createCheckout({ user, planId, cycle, priceId, customerId, successUrl, cancelUrl }) {
      if (!priceId)
        throw new DomainError('invalid', billingMessages.planInactive, billingErrorCodes.planInactive);
      const metadata = { userId: user.id, planId, cycle };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        ...(customerId ? { customer: customerId } : { customer_email: user.email }),
        client_reference_id: user.id,
        metadata,
        // Copied onto the subscription, so every later event names the member.
        subscription_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { url: session.url };
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      snapshotOf(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
    cancelNow: (subscriptionId) => snapshotOf(stripe.subscriptions.cancel(subscriptionId)),
    async changePrice(subscriptionId, { priceId, prorate }) {
      if (!priceId)
        throw new DomainError('invalid', billingMessages.planInactive, billingErrorCodes.planInactive);
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      return snapshotOf(
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: prorate ? 'create_prorations' : 'none',
        }),
      );
    },
  };
}
