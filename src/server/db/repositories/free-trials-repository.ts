import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, FreeTrialsTable } from '../schema';

export type FreeTrialRow = Selectable<FreeTrialsTable>;

/** The plan's free trial offer while it is active. */
export function findActiveTrialOffer(db: Kysely<DB>, planId: string): Promise<FreeTrialRow | undefined> {
  return db
    .selectFrom('free_trials')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Inserts the offer unless its plan already has one (an admin's later edits are kept). */
export async function insertTrialOfferIfMissing(
  db: Kysely<DB>,
  offer: Insertable<FreeTrialsTable>,
): Promise<void> {
  await db
    .insertInto('free_trials')
    .values(offer)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
