import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetClock, serverClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedMessaging } from '../messaging/seed/seed-messaging';
import { createTestUser } from '../../testing/auth-test-kit';
import { stripeSubscription } from '../../testing/billing-test-kit';
import { insertTestRule } from '../../testing/messaging-test-kit';
import { applyProviderSubscription } from './apply-provider-subscription';
import { addCycles } from './billing-period';
import type { ProviderSubscription } from './billing-provider';
import { seedBilling } from './seed-billing';

const start = Date.parse('2030-06-01T00:00:00.000Z');
const end = addCycles(start, 'monthly', 1);

describeEachDialect('subscription events', (getDatabase) => {
  let userId: string;
  let subscriptionId: string;
  const db = () => getDatabase().db;
  const apply = (overrides: Partial<ProviderSubscription> = {}) =>
    applyProviderSubscription(
      { db: db(), clock: serverClock },
      { provider: 'stripe', eventId: `evt_${randomUUID()}`, type: 'customer.subscription.updated' },
      stripeSubscription({ subscriptionId, customerId: `cus_${userId}`, userId }, { start, end }, overrides),
    );
  const scheduled = (event: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'variables_json'])
      .where('event_name', '=', event)
      .where('variables_json', 'like', `%${userId}%`)
      .execute()
      .then((rows) => rows.map((row) => JSON.parse(row.variables_json ?? '{}') as Record<string, unknown>));

  beforeAll(async () => {
    await seedBilling(db());
    await seedMessaging(db());
    for (const event of ['subscription.activated', 'subscription.canceled'] as const)
      await insertTestRule(db(), { event, actions: [{ templateKey: 'welcome' }] });
  });
  beforeEach(async () => {
    setFixedTime(start + 1_000);
    userId = (await createTestUser(getDatabase(), { name: 'Lina' })).id;
    subscriptionId = `sub_${randomUUID()}`;
  });
  afterEach(resetClock);

  it('emits subscription.activated once per subscription, with the plan, when it first becomes active', async () => {
    expect(await apply()).toBe('applied');
    expect(await scheduled('subscription.activated')).toEqual([
      expect.objectContaining({
        userId,
        name: 'Lina',
        planId: 'premium',
        planName: 'Premium',
        tier: 'premium',
        cycle: 'monthly',
        periodEnd: new Date(end).toISOString(),
      }),
    ]);
    // A later event about the same live subscription, even after a failed payment, activates nothing new.
    expect(await apply({ status: 'past_due', observedAt: start + 10 })).toBe('applied');
    expect(await apply({ observedAt: start + 20 })).toBe('applied');
    expect(await scheduled('subscription.activated')).toHaveLength(1);
    expect(await scheduled('subscription.canceled')).toEqual([]);
  });

  it('emits subscription.canceled when it is set to end, not again when it ends', async () => {
    await apply();
    expect(await apply({ cancelAtPeriodEnd: true, observedAt: start + 10 })).toBe('applied');
    expect(await scheduled('subscription.canceled')).toEqual([
      expect.objectContaining({
        endsAt: new Date(end).toISOString(),
        immediately: false,
        planName: 'Premium',
      }),
    ]);
    expect(await apply({ status: 'canceled', cancelAtPeriodEnd: true, endedAt: end, observedAt: end })).toBe(
      'applied',
    );
    expect(await scheduled('subscription.canceled')).toHaveLength(1);
  });

  it('emits subscription.canceled for a cancel at once, ending now', async () => {
    await apply();
    const now = start + 5_000;
    expect(await apply({ status: 'canceled', endedAt: now, observedAt: now })).toBe('applied');
    expect(await scheduled('subscription.canceled')).toEqual([
      expect.objectContaining({ endsAt: new Date(now).toISOString(), immediately: true }),
    ]);
  });
});
