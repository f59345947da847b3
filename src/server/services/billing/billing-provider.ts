import type { BillingCycle } from '../../../shared/billing/plans';

/**
 * A subscription as its provider holds it now: what both providers hand to the one state machine
 * (`subscription-state.ts`), whatever event, call or page produced it. Applying a snapshot is
 * idempotent, and a newer one (by `observedAt`) wins over an older one whatever order they come in;
 * a subscription that ended never comes back (a provider never revives a canceled one).
 */
export interface ProviderSubscription {
  provider: BillingProviderName;
  /** The provider's id of the subscription (Stripe `sub_…`, local `lsub_…`). */
  subscriptionId: string;
  /** The provider's id of the member as a customer (Stripe `cus_…`, local `lcus_…`). */
  customerId: string;
  /** Our user id, from the checkout's metadata / client reference. */
  userId: string;
  /** Our plan id and cycle, from the price the subscription holds. */
  planId: string;
  cycle: BillingCycle;
  /** Provider status, mapped: incomplete ones are not applied at all. */
  status: 'active' | 'past_due' | 'canceled';
  /** Epoch ms. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** When the provider says it ended (epoch ms), for canceled. */
  endedAt: number | null;
  /**
   * When this state was true at the provider (epoch ms): the time we fetched it, or the event's
   * own creation time for an event applied without fetching. Older snapshots never overwrite newer.
   */
  observedAt: number;
}

export type BillingProviderName = 'stripe' | 'local';

export interface CheckoutInput {
  user: { id: string; email: string };
  planId: string;
  cycle: BillingCycle;
  /** The provider's price id for the plan and cycle (Stripe); the local provider uses planId. */
  priceId: string | null;
  /** The member's customer id at this provider, when they have been a customer before. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** One payment provider: Stripe, or the local test-mode one (chosen by configuration). */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** The local provider: every page and the subscription answer say "Test mode". */
  readonly testMode: boolean;
  /** A hosted checkout page's URL. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** A customer portal page's URL. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Cancel at period end (or undo that with `false`), or cancel now; answers the new state. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Moves the subscription to another price. `prorate`: an upgrade, charged now for the rest of
   * the period; without it, a downgrade, whose lower price is charged from the next period.
   */
  changePrice(
    subscriptionId: string,
    change: { planId: string; cycle: BillingCycle; priceId: string | null; prorate: boolean },
  ): Promise<ProviderSubscription>;
}
