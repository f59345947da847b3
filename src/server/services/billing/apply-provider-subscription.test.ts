import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { findCustomerId } from '../../db/repositories/billing-records-repository';
import { findSubscription } from '../../db/repositories/subscriptions-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser } from '../../testing/auth-test-kit';
import { stripeSubscription } from '../../testing/billing-test-kit';
import { resetClock, serverClock, setFixedTime } from '../../clock';
import { addCycles } from './billing-period';
import { applyProviderSubscription } from './apply-provider-subscription';
import type { ProviderSubscription } from './billing-provider';
import { seedBilling } from './seed-billing';

const start = Date.parse('2030-06-01T00:00:00.000Z');
const end = addCycles(start, 'monthly', 1);

describeEachDialect('applyProviderSubscription', (getDatabase) => {
  let userId: string;
  // Ids unique per test: every test shares the dialect's database.
  let subA: string;
  let subB: string;
  const db = () => getDatabase().db;
  const deps = () => ({ db: db(), clock: serverClock });
  const event = (type = 'customer.subscription.updated') => ({
    provider: 'stripe' as const,
    eventId: `evt_${randomUUID()}`,
    type,
  });
  const snapshot = (overrides: Partial<ProviderSubscription> = {}) =>
    stripeSubscription({ subscriptionId: subA, customerId: 'cus_A', userId }, { start, end }, overrides);

  beforeAll(async () => {
    await seedBilling(db());
  });
  beforeEach(async () => {
    setFixedTime(start + 1000);
    userId = (await createTestUser(getDatabase())).id;
    subA = `sub_${randomUUID()}`;
    subB = `sub_${randomUUID()}`;
    return resetClock;
  });

  it('stores the subscription and the member as the provider’s customer', async () => {
    expect(await applyProviderSubscription(deps(), event('customer.subscription.created'), snapshot())).toBe(
      'applied',
    );
    expect(await findSubscription(db(), userId)).toMatchObject({
      subscription_id: subA,
      plan_id: 'premium',
      status: 'active',
      current_period_end: end,
    });
    expect(await findCustomerId(db(), userId, 'stripe')).toBe('cus_A');
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const first = event();
    expect(await applyProviderSubscription(deps(), first, snapshot())).toBe('applied');
    const replay = snapshot({ cancelAtPeriodEnd: true, observedAt: start + 500 });
    expect(await applyProviderSubscription(deps(), first, replay)).toBe('duplicate');
    expect((await findSubscription(db(), userId))?.cancel_at_period_end).toBe(0);
    const counted = await db()
      .selectFrom('billing_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_id', '=', first.eventId)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(1);
  });

  it('keeps the newest state when events arrive out of order', async () => {
    expect(
      await applyProviderSubscription(
        deps(),
        event(),
        snapshot({ cancelAtPeriodEnd: true, observedAt: start + 200 }),
      ),
    ).toBe('applied');
    expect(await applyProviderSubscription(deps(), event(), snapshot({ observedAt: start + 100 }))).toBe(
      'stale',
    );
    expect((await findSubscription(db(), userId))?.cancel_at_period_end).toBe(1);
  });

  it('never revives a cancelled subscription, even with a later snapshot', async () => {
    const deleted = snapshot({ status: 'canceled', endedAt: start + 300, observedAt: start + 300 });
    expect(await applyProviderSubscription(deps(), event('customer.subscription.deleted'), deleted)).toBe(
      'applied',
    );
    expect(await applyProviderSubscription(deps(), event(), snapshot({ observedAt: start + 400 }))).toBe(
      'stale',
    );
    expect(await findSubscription(db(), userId)).toMatchObject({ status: 'canceled', ended_at: start + 300 });
  });

  it('records an event without a snapshot', async () => {
    expect(await applyProviderSubscription(deps(), event('invoice.paid'), null)).toBe('applied');
    expect(await findSubscription(db(), userId)).toBeUndefined();
  });

  it('keeps a running subscription over another of the member’s, and never brings an ended one back', async () => {
    await applyProviderSubscription(deps(), event(), snapshot());
    const other = snapshot({
      subscriptionId: subB,
      customerId: 'cus_B',
      planId: 'pro',
      observedAt: start + 100,
    });
    expect(await applyProviderSubscription(deps(), event(), other)).toBe('stale');
    await applyProviderSubscription(
      deps(),
      event(),
      snapshot({ status: 'canceled', endedAt: start + 200, observedAt: start + 200 }),
    );
    expect(await applyProviderSubscription(deps(), event(), { ...other, observedAt: start + 300 })).toBe(
      'applied',
    );
    expect(await findSubscription(db(), userId)).toMatchObject({ subscription_id: subB, plan_id: 'pro' });
    expect(await findCustomerId(db(), userId, 'stripe')).toBe('cus_B');
    // sub_B ends; a late live snapshot of sub_A, observed before it ended, must not take its place.
    await applyProviderSubscription(deps(), event(), {
      ...other,
      status: 'canceled',
      endedAt: start + 400,
      observedAt: start + 400,
    });
    expect(await applyProviderSubscription(deps(), event(), snapshot({ observedAt: start + 150 }))).toBe(
      'stale',
    );
    expect(await findSubscription(db(), userId)).toMatchObject({
      subscription_id: subB,
      status: 'canceled',
    });
  });

  it('keeps the plan paid for after a downgrade until the period ends, and clears it on moving back', async () => {
    await applyProviderSubscription(
      deps(),
      event(),
      snapshot({ planId: 'pro', cycle: 'yearly', currentPeriodEnd: addCycles(start, 'yearly', 1) }),
    );
    await applyProviderSubscription(
      deps(),
      event(),
      snapshot({
        planId: 'premium',
        cycle: 'yearly',
        currentPeriodEnd: addCycles(start, 'yearly', 1),
        observedAt: start + 100,
      }),
    );
    expect(await findSubscription(db(), userId)).toMatchObject({
      plan_id: 'premium',
      downgrade_from_plan_id: 'pro',
      downgrade_from_cycle: 'yearly',
      downgrade_access_until: addCycles(start, 'yearly', 1),
    });
    await applyProviderSubscription(
      deps(),
      event(),
      snapshot({
        planId: 'pro',
        cycle: 'yearly',
        currentPeriodEnd: addCycles(start, 'yearly', 1),
        observedAt: start + 200,
      }),
    );
    expect(await findSubscription(db(), userId)).toMatchObject({
      plan_id: 'pro',
      downgrade_from_plan_id: null,
    });
  });

  it('refuses an unknown plan without recording the event, so the provider’s retry can succeed', async () => {
    const unknown = event();
    await expect(
      applyProviderSubscription(deps(), unknown, snapshot({ planId: 'platinum' })),
    ).rejects.toThrow(/Unknown plan/);
    expect(await applyProviderSubscription(deps(), unknown, snapshot())).toBe('applied');
  });

  it('ignores a subscription of an account that no longer exists', async () => {
    await db().deleteFrom('users').where('id', '=', userId).execute();
    expect(await applyProviderSubscription(deps(), event(), snapshot())).toBe('stale');
  });

  it('ends with the newest of many snapshots applied at once', async () => {
    const times = [7, 3, 9, 1, 5, 8, 2, 6, 4];
    await Promise.all(
      times.map((offset) =>
        applyProviderSubscription(
          deps(),
          event(),
          snapshot({ observedAt: start + offset, cancelAtPeriodEnd: offset === 9 }),
        ),
      ),
    );
    expect(await findSubscription(db(), userId)).toMatchObject({
      observed_at: start + 9,
      cancel_at_period_end: 1,
    });
  });
});
