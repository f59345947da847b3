import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, PracticeSessionsTable } from '../schema';

export type PracticeSessionRow = Selectable<PracticeSessionsTable>;

export interface RecentSessionRow {
  id: string;
  started_at: number;
  duration_ms: number;
  artwork_id: string | null;
  image_id: string | null;
  image_title: string | null;
}

export async function insertPracticeSession(
  db: Kysely<DB>,
  row: Insertable<PracticeSessionsTable>,
): Promise<void> {
  await db.insertInto('practice_sessions').values(row).execute();
}

export function findOwnPracticeSession(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<PracticeSessionRow | undefined> {
  return db
    .selectFrom('practice_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** How many sessions the member has saved (from the (user_id, started_at) index). */
export async function countSessions(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('practice_sessions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Start and length of every session of the member: all a summary needs (two numbers a row). */
export function listSessionTimes(
  db: Kysely<DB>,
  userId: string,
): Promise<{ started_at: number; duration_ms: number }[]> {
  return db
    .selectFrom('practice_sessions')
    .select(['started_at', 'duration_ms'])
    .where('user_id', '=', userId)
    .execute();
}

/** The zone of the member's latest session (by start), or undefined without sessions. */
export async function findLatestSessionZone(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('practice_sessions')
    .select('time_zone')
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone;
}
