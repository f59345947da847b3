import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { PAST_DUE_GRACE_MS } from '../../../shared/billing/billing-limits';
import { liveSubscription } from '../../services/billing/subscription-state';
import { createTestUser } from '../../testing/auth-test-kit';
import { describeEachDialect } from '../testing/each-dialect';
import type { SubscriptionsTable } from '../schema';
import { countLiveSubscriptions } from './console-overview-repository';
import { findSubscription, upsertSubscription, type SubscriptionRow } from './subscriptions-repository';

const DAY = 86_400_000;
const periodEnd = Date.UTC(2030, 5, 1);

type Shape = Pick<
  Insertable<SubscriptionsTable>,
  'provider' | 'status' | 'cancel_at_period_end' | 'past_due_since' | 'observed_at'
>;

/** One subscription per branch of liveSubscription: provider, status, cancel flag, grace. */
const shapes: Shape[] = [
  { provider: 'local', status: 'active', cancel_at_period_end: 0, past_due_since: null, observed_at: 0 },
  { provider: 'local', status: 'active', cancel_at_period_end: 1, past_due_since: null, observed_at: 0 },
  { provider: 'stripe', status: 'active', cancel_at_period_end: 0, past_due_since: null, observed_at: 0 },
  { provider: 'stripe', status: 'active', cancel_at_period_end: 1, past_due_since: null, observed_at: 0 },
  { provider: 'stripe', status: 'canceled', cancel_at_period_end: 0, past_due_since: null, observed_at: 0 },
  {
    provider: 'stripe',
    status: 'past_due',
    cancel_at_period_end: 0,
    past_due_since: periodEnd,
    observed_at: periodEnd + DAY,
  },
  // No past_due_since: the grace period counts from when the state was observed.
  {
    provider: 'stripe',
    status: 'past_due',
    cancel_at_period_end: 0,
    past_due_since: null,
    observed_at: periodEnd + 2 * DAY,
  },
];

/** Before the period end, at it, within and after the grace period, and long after. */
const moments = [
  periodEnd - 1,
  periodEnd,
  periodEnd + PAST_DUE_GRACE_MS - 1,
  periodEnd + PAST_DUE_GRACE_MS,
  periodEnd + PAST_DUE_GRACE_MS + DAY,
  periodEnd + PAST_DUE_GRACE_MS + 2 * DAY,
  periodEnd + 400 * DAY,
];

describeEachDialect('console overview: live subscriptions', (getDatabase) => {
  const rows: SubscriptionRow[] = [];
  beforeAll(async () => {
    const { db } = getDatabase();
    for (const shape of shapes) {
      const user = await createTestUser(getDatabase());
      await upsertSubscription(db, {
        ...shape,
        user_id: user.id,
        subscription_id: `sub_${randomUUID()}`,
        customer_id: `cus_${randomUUID()}`,
        plan_id: 'premium',
        cycle: 'monthly',
        current_period_start: periodEnd - 30 * DAY,
        current_period_end: periodEnd,
        ended_at: null,
        downgrade_from_plan_id: null,
        downgrade_from_cycle: null,
        downgrade_access_until: null,
        created_at: 0,
        updated_at: 0,
      });
      const stored = await findSubscription(db, user.id);
      if (!stored) throw new Error('subscription not stored');
      rows.push(stored);
    }
  });

  it('counts exactly the subscriptions the billing state machine finds live, at every moment', async () => {
    for (const now of moments) {
      const expected = rows.filter((row) => liveSubscription(row, now) !== null).length;
      expect({ now, count: await countLiveSubscriptions(getDatabase().db, now) }).toEqual({
        now,
        count: expected,
      });
    }
  });

  it('drops a cancelled, an ending and a lapsed subscription but keeps one that renews itself', async () => {
    // Before the period end: every active one and both past-due ones within their grace.
    expect(await countLiveSubscriptions(getDatabase().db, periodEnd - 1)).toBe(6);
    // Long after: only the local subscription, which renews itself.
    expect(await countLiveSubscriptions(getDatabase().db, periodEnd + 400 * DAY)).toBe(1);
  });
});
