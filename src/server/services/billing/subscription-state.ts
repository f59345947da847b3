import { PAST_DUE_GRACE_MS } from '../../../shared/billing/billing-limits';
import type { BillingCycle } from '../../../shared/billing/plans';
import type { SubscriptionStatus } from '../../../shared/billing/subscription';
import type { MemberTrialRow } from '../../db/repositories/member-trials-repository';
import type { SubscriptionRow } from '../../db/repositories/subscriptions-repository';
import { renewedPeriod, type BillingPeriod } from './billing-period';

/**
 * The subscription state machine (ADR 015): pure functions from what is stored (the provider's
 * last snapshot and the member's trial) and the time to what the member has now. Nothing here
 * reads the clock or the database, and nothing needs a timer: period ends, renewals, grace
 * periods and trial ends all happen by comparing with `now`.
 *
 *   none ──trial──► trialing ──ends──► none
 *   none ──checkout──► active ──cancel at period end──► active (ending) ──period end──► canceled
 *                      active ──cancel now──► canceled;  ending ──resume──► active
 *                      active ──payment fails──► past_due ──paid──► active
 *                                                past_due ──grace passes──► none
 */

/** What an active subscription's period depends on, in any provider's storage. */
export interface PeriodFields {
  cycle: BillingCycle;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/**
 * An active subscription's period at `now`, or null once it ended. Set to cancel, it ends at its
 * period end. Otherwise a provider that renews itself (the local one, whose test card always
 * succeeds) rolls into the period `now` falls in; Stripe renews on its side and reports it, and a
 * renewal not reported within the grace period is treated like a failed payment.
 */
export function activePeriodAt(sub: PeriodFields, renewsItself: boolean, now: number): BillingPeriod | null {
  const period = { start: sub.currentPeriodStart, end: sub.currentPeriodEnd };
  if (now < period.end) return period;
  if (sub.cancelAtPeriodEnd) return null;
  if (renewsItself) return renewedPeriod(period, sub.cycle, now);
  return now < period.end + PAST_DUE_GRACE_MS ? period : null;
}

export interface ScheduledChange {
  planId: string;
  cycle: BillingCycle;
  at: number;
}

/** A subscription that gives access now. */
export interface LiveSubscription {
  provider: SubscriptionRow['provider'];
  subscriptionId: string;
  customerId: string;
  status: 'active' | 'past_due';
  /** The plan and cycle whose access the member has now (the one paid for, during a downgrade). */
  accessPlanId: string;
  accessCycle: BillingCycle;
  /** The price the subscription holds at the provider (the lower one, during a downgrade). */
  planId: string;
  cycle: BillingCycle;
  period: BillingPeriod;
  /** Until when the access plan is paid for: the period end, or a downgrade's switch time. */
  accessUntil: number;
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the period end; null when the subscription ends then anyway. */
  scheduledChange: ScheduledChange | null;
}

function isLapsed(row: SubscriptionRow, now: number): boolean {
  return now >= (row.past_due_since ?? row.observed_at) + PAST_DUE_GRACE_MS;
}

/** The stored subscription at `now`: live, or null once it ended or lapsed. */
export function liveSubscription(row: SubscriptionRow, now: number): LiveSubscription | null {
  if (row.status === 'canceled') return null;
  const cancelAtPeriodEnd = row.cancel_at_period_end === 1;
  const period =
    row.status === 'past_due'
      ? isLapsed(row, now)
        ? null
        : { start: row.current_period_start, end: row.current_period_end }
      : activePeriodAt(
          {
            cycle: row.cycle,
            currentPeriodStart: row.current_period_start,
            currentPeriodEnd: row.current_period_end,
            cancelAtPeriodEnd,
          },
          row.provider === 'local',
          now,
        );
  if (period === null) return null;
  const { downgrade_from_plan_id: fromPlan, downgrade_from_cycle: fromCycle } = row;
  const until = row.downgrade_access_until;
  const downgrading = fromPlan !== null && fromCycle !== null && until !== null && now < until;
  return {
    provider: row.provider,
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    status: row.status,
    accessPlanId: downgrading ? fromPlan : row.plan_id,
    accessCycle: downgrading ? fromCycle : row.cycle,
    planId: row.plan_id,
    cycle: row.cycle,
    period,
    accessUntil: downgrading ? until : period.end,
    cancelAtPeriodEnd,
    scheduledChange:
      downgrading && !cancelAtPeriodEnd ? { planId: row.plan_id, cycle: row.cycle, at: until } : null,
  };
}

/** What the member has now: the answer of `GET /api/billing/subscription` before plan names. */
export interface EffectiveBilling {
  status: SubscriptionStatus;
  /** The plan whose access the member has; null for Free. */
  planId: string | null;
  cycle: BillingCycle | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: number | null;
  scheduledChange: ScheduledChange | null;
  subscription: LiveSubscription | null;
}

const free: EffectiveBilling = {
  status: 'none',
  planId: null,
  cycle: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
  scheduledChange: null,
  subscription: null,
};

/**
 * A live subscription wins; else a running trial gives its plan until it ends; else the member is
 * Free: `canceled` when their subscription was cancelled, `none` otherwise (never subscribed, a
 * trial over, or a payment that stayed failed past the grace period).
 */
export function effectiveBilling(
  row: SubscriptionRow | undefined,
  trial: MemberTrialRow | undefined,
  now: number,
): EffectiveBilling {
  const live = row === undefined ? null : liveSubscription(row, now);
  if (live !== null) {
    return {
      status: live.status,
      planId: live.accessPlanId,
      cycle: live.accessCycle,
      currentPeriodEnd: live.period.end,
      cancelAtPeriodEnd: live.cancelAtPeriodEnd,
      trialEndsAt: null,
      scheduledChange: live.scheduledChange,
      subscription: live,
    };
  }
  if (trial !== undefined && now < trial.ends_at) {
    return { ...free, status: 'trialing', planId: trial.plan_id, trialEndsAt: trial.ends_at };
  }
  const cancelled = row !== undefined && (row.status === 'canceled' || row.cancel_at_period_end === 1);
  return cancelled ? { ...free, status: 'canceled' } : free;
}
