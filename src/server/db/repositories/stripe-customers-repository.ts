import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The member a Stripe customer belongs to, as recorded when their subscription was first applied. */
export async function findUserIdByStripeCustomer(db: Kysely<DB>, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('provider', '=', 'stripe')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
