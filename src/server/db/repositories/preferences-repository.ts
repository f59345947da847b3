import type { Kysely, Selectable } from 'kysely';
import { toDbBoolean } from '../column-types';
import type { DB, MemberPreferencesTable } from '../schema';

export type PreferencesRow = Selectable<MemberPreferencesTable>;

export function findPreferences(db: Kysely<DB>, userId: string): Promise<PreferencesRow | undefined> {
  return db.selectFrom('member_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export interface PreferencesValues {
  sessionLength: number;
  soundtrackId: string | null;
  introShown: boolean;
}

/** Stores the member's preferences whole (PUT semantics), creating the row on first save. */
export async function upsertPreferences(
  db: Kysely<DB>,
  userId: string,
  values: PreferencesValues,
  updatedAt: number,
): Promise<void> {
  const columns = {
    session_length_minutes: values.sessionLength,
    soundtrack_id: values.soundtrackId,
    intro_shown: toDbBoolean(values.introShown),
    updated_at: updatedAt,
  };
  await db
    .insertInto('member_preferences')
    .values({ user_id: userId, ...columns })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
    .execute();
}
