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

/**
 * The seeded plans with Stripe price ids, and the loopback stand-in of Stripe that knows those
 * prices. Close the stand-in after the tests.
 */
export async function startStripeWithPlans(db: Kysely<DB>): Promise<TestStripeServer> {
  await seedBilling(db);
  const intervals: Record<string, 'month' | 'year'> = {};
  for (const [planId, prices] of Object.entries(stripePriceIds)) {
    await db
      .updateTable('plans')
      .set({ stripe_monthly_price_id: prices.monthly, stripe_yearly_price_id: prices.yearly })
      .where('id', '=', planId)
      .execute();
    intervals[prices.monthly] = 'month';
    intervals[prices.yearly] = 'year';
  }
  return startTestStripeServer(intervals);
}
