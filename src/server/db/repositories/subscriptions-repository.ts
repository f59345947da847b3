import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SubscriptionsTable } from '../schema';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export function findSubscription(db: Kysely<DB>, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whose row holds this provider subscription, if anyone's. */
export async function findSubscriptionOwner(
  db: Kysely<DB>,
  subscriptionId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Stores the member's subscription whole; `created_at` is kept from the first row. */
export async function upsertSubscription(db: Kysely<DB>, row: Insertable<SubscriptionsTable>): Promise<void> {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Subscriptions not cancelled, optionally only those holding the plan (now or until a downgrade). */
export function listUncancelledSubscriptions(db: Kysely<DB>, planId?: string): Promise<SubscriptionRow[]> {
  let query = db.selectFrom('subscriptions').selectAll().where('status', '!=', 'canceled');
  if (planId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('plan_id', '=', planId), eb('downgrade_from_plan_id', '=', planId)]),
    );
  return query.execute();
}
