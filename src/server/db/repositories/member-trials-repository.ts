import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MemberTrialsTable } from '../schema';

export type MemberTrialRow = Selectable<MemberTrialsTable>;

export function findMemberTrial(db: Kysely<DB>, userId: string): Promise<MemberTrialRow | undefined> {
  return db.selectFrom('member_trials').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Records the member's one free trial, or returns false when they already had one. The primary
 * key decides, so two requests at once cannot both start a trial.
 */
export async function insertMemberTrial(
  db: Kysely<DB>,
  trial: Insertable<MemberTrialsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('member_trials')
    .values(trial)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Trials still running at `now`, optionally only of the plan. */
export function listRunningTrials(db: Kysely<DB>, now: number, planId?: string): Promise<MemberTrialRow[]> {
  let query = db.selectFrom('member_trials').selectAll().where('ends_at', '>', now);
  if (planId !== undefined) query = query.where('plan_id', '=', planId);
  return query.execute();
}
