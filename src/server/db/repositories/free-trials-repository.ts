import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
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

/** A trial offer with its plan's name, as the console shows it. */
export type FreeTrialWithPlan = FreeTrialRow & { plan_name: string };

function selectWithPlan(db: Kysely<DB>) {
  return db
    .selectFrom('free_trials')
    .innerJoin('plans', 'plans.id', 'free_trials.plan_id')
    .selectAll('free_trials')
    .select('plans.name as plan_name');
}

/** Every offer, active or not, in its plan's display order. */
export function listFreeTrials(db: Kysely<DB>): Promise<FreeTrialWithPlan[]> {
  return selectWithPlan(db).orderBy('plans.sort_order').orderBy('plans.id').execute();
}

export function findFreeTrial(db: Kysely<DB>, id: string): Promise<FreeTrialWithPlan | undefined> {
  return selectWithPlan(db).where('free_trials.id', '=', id).executeTakeFirst();
}

export async function insertFreeTrial(db: Kysely<DB>, offer: Insertable<FreeTrialsTable>): Promise<void> {
  await db.insertInto('free_trials').values(offer).execute();
}

export async function updateFreeTrialRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<FreeTrialsTable>,
): Promise<void> {
  await db.updateTable('free_trials').set(changes).where('id', '=', id).execute();
}

export async function deleteFreeTrialRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('free_trials').where('id', '=', id).execute();
}

/** Removes the plan's offer, if any (before the plan itself is deleted). */
export async function deleteFreeTrialOfPlan(db: Kysely<DB>, planId: string): Promise<void> {
  await db.deleteFrom('free_trials').where('plan_id', '=', planId).execute();
}
