import type { Kysely } from 'kysely';
import type { BillingCycle } from '../../../shared/billing/plans';
import type { DB } from '../schema';

/**
 * Our plan and cycle of a Stripe price id. Inactive plans count too: a member who subscribed
 * before a plan was retired still holds its price.
 */
export async function findPlanByStripePrice(
  db: Kysely<DB>,
  priceId: string,
): Promise<{ planId: string; cycle: BillingCycle } | undefined> {
  const row = await db
    .selectFrom('plans')
    .select(['id', 'stripe_monthly_price_id'])
    .where((eb) =>
      eb.or([eb('stripe_monthly_price_id', '=', priceId), eb('stripe_yearly_price_id', '=', priceId)]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return { planId: row.id, cycle: row.stripe_monthly_price_id === priceId ? 'monthly' : 'yearly' };
}
