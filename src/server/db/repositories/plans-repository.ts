import type { Insertable, Kysely, Selectable } from 'kysely';
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
