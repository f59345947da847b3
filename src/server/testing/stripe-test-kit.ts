import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedBilling } from '../services/billing/seed-billing';
import { startTestStripeServer, type TestStripeServer } from './test-stripe-server';

/** The Stripe price ids the tests give the seeded paid plans (the seed leaves them unset). */
export const stripePriceIds = {
  premium: { monthly: 'price_premium_monthly', yearly: 'price_premium_yearly' },
  pro: { monthly: 'price_pro_monthly', yearly: 'price_pro_yearly' },
  enterprise: { monthly: 'price_enterprise_monthly', yearly: 'price_enterprise_yearly' },
} as const;

/** Each test price id with its billing interval, as the stand-in of Stripe knows them. */
export const stripePriceIntervals: Readonly<Record<string, 'month' | 'year'>> = Object.fromEntries(
  Object.values(stripePriceIds).flatMap((prices) => [
    [prices.monthly, 'month'],
    [prices.yearly, 'year'],
  ]),
);

/** Gives the seeded paid plans the test price ids. */
export async function giveStripePrices(db: Kysely<DB>): Promise<void> {
  for (const [planId, prices] of Object.entries(stripePriceIds)) {
    await db
      .updateTable('plans')
      .set({ stripe_monthly_price_id: prices.monthly, stripe_yearly_price_id: prices.yearly })
      .where('id', '=', planId)
      .execute();
  }
}

/**
 * The seeded plans with Stripe price ids, and the loopback stand-in of Stripe that knows those
 * prices. Close the stand-in after the tests.
 */
export async function startStripeWithPlans(db: Kysely<DB>): Promise<TestStripeServer> {
  await seedBilling(db);
  await giveStripePrices(db);
  return startTestStripeServer(stripePriceIntervals);
}
