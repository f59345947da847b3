import { addCycles } from '../billing-period';
import type { BillingProvider } from '../billing-provider';
import { createLocalCheckout } from './local-checkout';
import { createLocalPortal } from './local-portal';
import { changeLocalSubscription } from './local-subscriptions';
import type { DbAndClock } from '../../db-and-clock';

/**
 * The built-in test-mode provider (ADR 015): hosted checkout and portal pages served by this
 * server, test cards instead of money, and the same events Stripe sends, applied in the same
 * transaction as each change. Nothing leaves the machine.
 */
export function createLocalProvider(deps: DbAndClock, appUrl: string): BillingProvider {
  return {
    name: 'local',
    testMode: true,
    createCheckout: (input) => createLocalCheckout(deps, appUrl, input),
    createPortal: (input) => createLocalPortal(deps, appUrl, input),
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      changeLocalSubscription(deps, subscriptionId, () => ({ cancel_at_period_end: cancel ? 1 : 0 })),
    cancelNow: (subscriptionId) =>
      changeLocalSubscription(deps, subscriptionId, (_current, now) => ({
        status: 'canceled',
        ended_at: now,
      })),
    // The new price applies at once. An upgrade's prorated charge is only shown, never taken; a
    // change of cycle then starts a new period now, as Stripe does when the interval changes.
    changePrice: (subscriptionId, change) =>
      changeLocalSubscription(deps, subscriptionId, (current, now) => ({
        plan_id: change.planId,
        cycle: change.cycle,
        ...(change.prorate && change.cycle !== current.cycle
          ? { current_period_start: now, current_period_end: addCycles(now, change.cycle, 1) }
          : {}),
      })),
  };
}
