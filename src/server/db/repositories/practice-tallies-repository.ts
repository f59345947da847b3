import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, PracticeTalliesTable } from '../schema';

export type PracticeTallyRow = Selectable<PracticeTalliesTable>;

/** A run of consecutive practice days, both ends included. */
export interface PracticeRun {
  firstDay: number;
  lastDay: number;
}

/** A practice day and its sessions. */
export interface PracticeDay {
  day: number;
  sessions: number;
}

/** Rows per insert: well below SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_INSERT = 500;

/** Inserts rows ROWS_PER_INSERT at a time, one statement each. */
async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: readonly Row[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * The member's tally, created empty (time_zone null) when missing, and locked until the
 * transaction ends: on PostgreSQL the upsert holds the row, so saves of one member count one
 * after another and each sees what the one before it committed; SQLite runs one write
 * transaction at a time anyway.
 */
export function lockTally(trx: Kysely<DB>, userId: string): Promise<PracticeTallyRow> {
  return trx
    .insertInto('practice_tallies')
    .values({
      user_id: userId,
      time_zone: null,
      latest_started_at: 0,
      sessions: 0,
      duration_ms: 0,
      longest_streak: 0,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ sessions: sql<number>`practice_tallies.sessions` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTally(
  trx: Kysely<DB>,
  userId: string,
  tally: Omit<PracticeTallyRow, 'user_id'>,
): Promise<void> {
  await trx.updateTable('practice_tallies').set(tally).where('user_id', '=', userId).execute();
}

/** Counts one more session on `day`; answers the day's sessions, this one included. */
export async function addDaySession(trx: Kysely<DB>, userId: string, day: number): Promise<number> {
  const row = await trx
    .insertInto('practice_days')
    .values({ user_id: userId, day, sessions: 1 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'day']).doUpdateSet({ sessions: sql<number>`practice_days.sessions + 1` }),
    )
    .returning('sessions')
    .executeTakeFirstOrThrow();
  return row.sessions;
}

/** The member's first `limit` runs that end on or after `day`, in order. */
export async function listRunsEndingFrom(
  db: Kysely<DB>,
  userId: string,
  day: number,
  limit: number,
): Promise<PracticeRun[]> {
  const rows = await db
    .selectFrom('practice_runs')
    .select(['first_day', 'last_day'])
    .where('user_id', '=', userId)
    .where('last_day', '>=', day)
    .orderBy('last_day')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ firstDay: row.first_day, lastDay: row.last_day }));
}

export async function deleteRunsEndingOn(trx: Kysely<DB>, userId: string, lastDays: number[]): Promise<void> {
  if (lastDays.length === 0) return;
  await trx
    .deleteFrom('practice_runs')
    .where('user_id', '=', userId)
    .where('last_day', 'in', lastDays)
    .execute();
}

export async function insertRuns(
  trx: Kysely<DB>,
  userId: string,
  runs: readonly PracticeRun[],
): Promise<void> {
  await insertInChunks(runs, (chunk) =>
    trx
      .insertInto('practice_runs')
      .values(chunk.map((run) => ({ user_id: userId, first_day: run.firstDay, last_day: run.lastDay })))
      .execute(),
  );
}

/** Replaces every practice day and run of the member (a recount). */
export async function replaceDaysAndRuns(
  trx: Kysely<DB>,
  userId: string,
  days: readonly PracticeDay[],
  runs: readonly PracticeRun[],
): Promise<void> {
  await trx.deleteFrom('practice_days').where('user_id', '=', userId).execute();
  await trx.deleteFrom('practice_runs').where('user_id', '=', userId).execute();
  await insertInChunks(days, (chunk) =>
    trx
      .insertInto('practice_days')
      .values(chunk.map(({ day, sessions }) => ({ user_id: userId, day, sessions })))
      .execute(),
  );
  await insertRuns(trx, userId, runs);
}
