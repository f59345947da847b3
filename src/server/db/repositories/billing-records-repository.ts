import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { BillingCustomersTable, BillingEventsTable, DB } from '../schema';

type Provider = BillingEventsTable['provider'];

/**
 * Records a provider event, or returns false when it was recorded before. Called inside the
 * transaction that applies the event, so the event and its effect are stored together or not at
 * all; on PostgreSQL a concurrent copy waits for the first one's commit and then finds it.
 */
export async function recordBillingEvent(
  db: Kysely<DB>,
  event: { provider: Provider; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_events')
    .values({ provider: event.provider, event_id: event.eventId, type: event.type, received_at: nowMs() })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Remembers that a subscription ended, for good. */
export async function recordEndedSubscription(
  db: Kysely<DB>,
  provider: Provider,
  subscriptionId: string,
  endedAt: number,
): Promise<void> {
  await db
    .insertInto('billing_ended_subscriptions')
    .values({ provider, subscription_id: subscriptionId, ended_at: endedAt })
    .onConflict((conflict) => conflict.columns(['provider', 'subscription_id']).doNothing())
    .execute();
}

export async function hasEnded(db: Kysely<DB>, provider: Provider, subscriptionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_ended_subscriptions')
    .select('subscription_id')
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findCustomerId(
  db: Kysely<DB>,
  userId: string,
  provider: Provider,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id;
}

/**
 * Records the member as this provider's customer; a newer customer id replaces theirs (the portal
 * opens the customer of their latest subscription). A customer id already taken by another
 * member is left alone.
 */
export async function recordCustomer(
  db: Kysely<DB>,
  customer: Omit<BillingCustomersTable, 'created_at'>,
): Promise<void> {
  const owner = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('provider', '=', customer.provider)
    .where('customer_id', '=', customer.customer_id)
    .executeTakeFirst();
  if (owner !== undefined) return;
  await db
    .insertInto('billing_customers')
    .values({ ...customer, created_at: nowMs() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'provider']).doUpdateSet({ customer_id: customer.customer_id }),
    )
    .execute();
}
