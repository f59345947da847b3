import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query';
import type { DB } from '../schema';
import type { RecentSessionRow } from './practice-sessions-repository';
import type { PracticeDay, PracticeRun, PracticeTallyRow } from './practice-tallies-repository';

/** What the dashboard reads of one member. Days are day numbers in the tallies' zone. */
export interface DashboardReads {
  userId: string;
  /** The practice days in [fromDay, toDay]. */
  fromDay: number;
  toDay: number;
  /** The first run of days ending on or after this day. */
  runEndingFrom: number;
  /** How many of the latest sessions. */
  recentSessions: number;
}

export interface DashboardRows {
  tally: Omit<PracticeTallyRow, 'user_id' | 'latest_started_at'> | undefined;
  days: PracticeDay[];
  run: PracticeRun | undefined;
  /** Newest first. */
  recent: RecentSessionRow[];
}

/** One row of the union: which read it answers, and up to three numbers and four texts. */
interface DashboardRow {
  kind: 'tally' | 'day' | 'run' | 'recent';
  n1: number | null;
  n2: number | null;
  n3: number | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  s4: string | null;
}

// Typed nulls: PostgreSQL types an untyped null in a subquery as text, which no number column unites with.
const noNumber = sql<number | null>`cast(null as bigint)`;
const noText = sql<string | null>`cast(null as text)`;
const kind = (name: DashboardRow['kind']) => sql<DashboardRow['kind']>`${sql.lit(name)}`.as('kind');

/**
 * Everything the dashboard reads, as one statement: on PostgreSQL each statement is a round trip
 * and work for a backend process competing for the same cores (ADR 040). The reads are a UNION
 * ALL of rows of one shape:
 *
 * | kind   | n1         | n2          | n3             | s1        | s2         | s3       | s4          |
 * | ------ | ---------- | ----------- | -------------- | --------- | ---------- | -------- | ----------- |
 * | tally  | sessions   | duration_ms | longest_streak | time_zone |            |          |             |
 * | day    | day        | sessions    |                |           |            |          |             |
 * | run    | first_day  | last_day    |                |           |            |          |             |
 * | recent | started_at | duration_ms |                | id        | artwork_id | image_id | image_title |
 *
 * Sorted by kind, then n1 and s1 descending: the recent sessions newest first, as the dashboard
 * lists them (a union keeps no order of its own).
 */
const dashboardQuery = preparedQuery((db, reads: DashboardReads) => {
  const { userId } = reads;
  const tally = db
    .selectFrom('practice_tallies')
    .select([
      kind('tally'),
      'sessions as n1',
      'duration_ms as n2',
      'longest_streak as n3',
      'time_zone as s1',
      noText.as('s2'),
      noText.as('s3'),
      noText.as('s4'),
    ])
    .where('user_id', '=', userId)
    .$castTo<DashboardRow>();
  const days = db
    .selectFrom('practice_days')
    .select([
      kind('day'),
      'day as n1',
      'sessions as n2',
      noNumber.as('n3'),
      noText.as('s1'),
      noText.as('s2'),
      noText.as('s3'),
      noText.as('s4'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', reads.fromDay)
    .where('day', '<=', reads.toDay)
    .$castTo<DashboardRow>();
  // Runs never touch, so the first to end on or after a day is the only one that can hold it.
  const run = db
    .selectFrom('practice_runs')
    .select([
      kind('run'),
      'first_day as n1',
      'last_day as n2',
      noNumber.as('n3'),
      noText.as('s1'),
      noText.as('s2'),
      noText.as('s3'),
      noText.as('s4'),
    ])
    .where('user_id', '=', userId)
    .where('last_day', '>=', reads.runEndingFrom)
    .orderBy('last_day')
    .limit(1);
  const recent = db
    .selectFrom('practice_sessions')
    .leftJoin('meditation_images', 'meditation_images.id', 'practice_sessions.image_id')
    .select([
      kind('recent'),
      'practice_sessions.started_at as n1',
      'practice_sessions.duration_ms as n2',
      noNumber.as('n3'),
      'practice_sessions.id as s1',
      'practice_sessions.artwork_id as s2',
      'practice_sessions.image_id as s3',
      'meditation_images.title as s4',
    ])
    .where('practice_sessions.user_id', '=', userId)
    .orderBy('practice_sessions.started_at', 'desc')
    .orderBy('practice_sessions.id', 'desc')
    .limit(reads.recentSessions);
  return (
    tally
      .unionAll(days)
      // A limited read is a subquery: SQLite allows no LIMIT on a member of a union.
      .unionAll(db.selectFrom(run.as('run')).selectAll().$castTo<DashboardRow>())
      .unionAll(db.selectFrom(recent.as('recent')).selectAll().$castTo<DashboardRow>())
      .orderBy('kind')
      .orderBy('n1', 'desc')
      .orderBy('s1', 'desc')
  );
});

export async function readDashboard(db: Kysely<DB>, reads: DashboardReads): Promise<DashboardRows> {
  return dashboardRows(await dashboardQuery(db, reads));
}

function dashboardRows(rows: readonly DashboardRow[]): DashboardRows {
  const result: DashboardRows = { tally: undefined, days: [], run: undefined, recent: [] };
  // Every column a kind fills is non-null in its table (image_title and the ids aside).
  const number = (value: number | null) => value as number;
  for (const row of rows) {
    if (row.kind === 'tally')
      result.tally = {
        sessions: number(row.n1),
        duration_ms: number(row.n2),
        longest_streak: number(row.n3),
        time_zone: row.s1,
      };
    else if (row.kind === 'day') result.days.push({ day: number(row.n1), sessions: number(row.n2) });
    else if (row.kind === 'run') result.run = { firstDay: number(row.n1), lastDay: number(row.n2) };
    else
      result.recent.push({
        id: row.s1 as string,
        started_at: number(row.n1),
        duration_ms: number(row.n2),
        artwork_id: row.s2,
        image_id: row.s3,
        image_title: row.s4,
      });
  }
  return result;
}
