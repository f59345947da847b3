import { describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_MS } from '../../../shared/billing/billing-limits';
import type { MemberTrialRow } from '../../db/repositories/member-trials-repository';
import type { SubscriptionRow } from '../../db/repositories/subscriptions-repository';
import { addCycles } from './billing-period';
import { effectiveBilling } from './subscription-state';

const day = 86_400_000;
const start = Date.parse('2030-01-31T12:00:00.000Z');
const end = addCycles(start, 'monthly', 1);

function subscription(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    user_id: 'member',
    provider: 'local',
    subscription_id: 'lsub_1',
    customer_id: 'lcus_1',
    plan_id: 'premium',
    cycle: 'monthly',
    status: 'active',
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: 0,
    ended_at: null,
    past_due_since: null,
    observed_at: start,
    downgrade_from_plan_id: null,
    downgrade_from_cycle: null,
    downgrade_access_until: null,
    created_at: start,
    updated_at: start,
    ...overrides,
  };
}

const trial: MemberTrialRow = {
  user_id: 'member',
  plan_id: 'pro',
  started_at: start,
  ends_at: start + 14 * day,
};

describe('effectiveBilling', () => {
  it('is Free with nothing stored', () => {
    expect(effectiveBilling(undefined, undefined, start)).toMatchObject({
      status: 'none',
      planId: null,
      subscription: null,
    });
  });

  it('gives a trial its plan until it ends, then Free', () => {
    expect(effectiveBilling(undefined, trial, trial.ends_at - 1)).toMatchObject({
      status: 'trialing',
      planId: 'pro',
      trialEndsAt: trial.ends_at,
      cycle: null,
    });
    expect(effectiveBilling(undefined, trial, trial.ends_at)).toMatchObject({ status: 'none', planId: null });
  });

  it('lets a running subscription win over a running trial', () => {
    expect(effectiveBilling(subscription(), trial, start + day)).toMatchObject({
      status: 'active',
      planId: 'premium',
      trialEndsAt: null,
    });
  });

  it('renews a local subscription lazily when the clock passes its end', () => {
    const later = effectiveBilling(subscription(), undefined, end + 40 * day);
    expect(later).toMatchObject({ status: 'active', planId: 'premium', cycle: 'monthly' });
    expect(later.currentPeriodEnd).toBe(addCycles(end, 'monthly', 2));
  });

  it('waits a grace period for a Stripe renewal, then counts the member as Free', () => {
    const stripe = subscription({ provider: 'stripe', subscription_id: 'sub_1' });
    expect(effectiveBilling(stripe, undefined, end + PAST_DUE_GRACE_MS - 1)).toMatchObject({
      status: 'active',
      currentPeriodEnd: end,
    });
    expect(effectiveBilling(stripe, undefined, end + PAST_DUE_GRACE_MS)).toMatchObject({
      status: 'none',
      planId: null,
    });
  });

  it('keeps access to the end of the period after cancelling at period end, then Free', () => {
    const ending = subscription({ cancel_at_period_end: 1 });
    expect(effectiveBilling(ending, undefined, end - 1)).toMatchObject({
      status: 'active',
      planId: 'premium',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end,
    });
    expect(effectiveBilling(ending, undefined, end)).toMatchObject({ status: 'canceled', planId: null });
  });

  it('ends access at once when cancelled now, and a trial still running then applies', () => {
    const ended = subscription({ status: 'canceled', ended_at: start + day });
    expect(effectiveBilling(ended, undefined, start + day)).toMatchObject({
      status: 'canceled',
      planId: null,
    });
    expect(effectiveBilling(ended, trial, start + day)).toMatchObject({ status: 'trialing', planId: 'pro' });
  });

  it('keeps a failed payment’s plan through the grace period, then Free', () => {
    const failed = subscription({ status: 'past_due', past_due_since: start + 2 * day });
    expect(effectiveBilling(failed, undefined, start + 2 * day + PAST_DUE_GRACE_MS - 1)).toMatchObject({
      status: 'past_due',
      planId: 'premium',
    });
    expect(effectiveBilling(failed, undefined, start + 2 * day + PAST_DUE_GRACE_MS)).toMatchObject({
      status: 'none',
      planId: null,
    });
  });

  it('keeps the plan paid for during a downgrade until the switch, then the lower plan', () => {
    const downgraded = subscription({
      plan_id: 'premium',
      cycle: 'monthly',
      downgrade_from_plan_id: 'pro',
      downgrade_from_cycle: 'yearly',
      downgrade_access_until: end,
    });
    expect(effectiveBilling(downgraded, undefined, end - 1)).toMatchObject({
      status: 'active',
      planId: 'pro',
      cycle: 'yearly',
      scheduledChange: { planId: 'premium', cycle: 'monthly', at: end },
    });
    expect(effectiveBilling(downgraded, undefined, end)).toMatchObject({
      status: 'active',
      planId: 'premium',
      cycle: 'monthly',
      scheduledChange: null,
    });
  });

  it('shows no scheduled change when a downgraded subscription ends at period end anyway', () => {
    const both = subscription({
      cancel_at_period_end: 1,
      downgrade_from_plan_id: 'pro',
      downgrade_from_cycle: 'monthly',
      downgrade_access_until: end,
    });
    expect(effectiveBilling(both, undefined, end - 1)).toMatchObject({
      planId: 'pro',
      scheduledChange: null,
    });
  });
});
