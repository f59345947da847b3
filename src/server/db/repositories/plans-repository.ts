import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, PlansTable } from '../schema';

export type PlanRow = Selectable<PlansTable>;

export function findPlan(db: Kysely<DB>, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Active plans in their display order, each with its active free trial's length (or null). */
export function listActivePlansWithTrials(
  db: Kysely<DB>,
): Promise<(PlanRow & { trial_days: number | null })[]> {
  return db
    .selectFrom('plans')
    .leftJoin('free_trials', (join) =>
      join.onRef('free_trials.plan_id', '=', 'plans.id').on('free_trials.active', '=', 1),
    )
    .selectAll('plans')
    .select('free_trials.duration_days as trial_days')
    .where('plans.active', '=', 1)
    .orderBy('plans.sort_order')
    .orderBy('plans.id')
    .execute();
}

/** The Free tier's plan as stored (the first by sort order), if an admin has not removed it. */
export function findFreePlan(db: Kysely<DB>): Promise<PlanRow | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('tier', '=', 'free')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
}

/** Inserts the plan unless one with its id exists (an admin's later edits are kept). */
export async function insertPlanIfMissing(db: Kysely<DB>, plan: Insertable<PlansTable>): Promise<void> {
  await db
    .insertInto('plans')
    .values(plan)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Every plan, active or not, in display order (the console's list). */
export function listAllPlans(db: Kysely<DB>): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function insertPlan(db: Kysely<DB>, plan: Insertable<PlansTable>): Promise<PlanRow> {
  return db.insertInto('plans').values(plan).returningAll().executeTakeFirstOrThrow();
}

export function updatePlanRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<PlansTable>,
): Promise<PlanRow | undefined> {
  return db.updateTable('plans').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePlanRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('plans').where('id', '=', id).execute();
}
