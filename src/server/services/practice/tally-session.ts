import type { Kysely } from 'kysely';
import { findLatestSessionZone, listSessionTimes } from '../../db/repositories/practice-sessions-repository';
import {
  addDaySession,
  deleteRunsEndingOn,
  insertRuns,
  listRunsEndingFrom,
  lockTally,
  replaceDaysAndRuns,
  updateTally,
  type PracticeRun,
  type PracticeTallyRow,
} from '../../db/repositories/practice-tallies-repository';
import type { DB } from '../../db/schema';
import { dayNumberAt, type DayNumber } from './days/day-number';
import { joinDay, runLength, runsOf } from './days/day-runs';

/** A session just stored, as the tallies count it. */
export interface TalliedSession {
  startedAt: number;
  durationMs: number;
  /** The zone the member practised in. */
  timeZone: string;
}

/** The session's day as the tallies counted it, in the zone they count days in. */
export interface TalliedDay {
  timeZone: string;
  day: DayNumber;
  /** Sessions on the day, this one included. */
  sessions: number;
  /** Consecutive practice days ending on the day. */
  streak: number;
}

const runHolding = (runs: readonly PracticeRun[], day: DayNumber) =>
  runs.find((run) => run.firstDay <= day && day <= run.lastDay);

/** Counts every session of the member again, in the zone of their latest session. */
async function recount(trx: Kysely<DB>, userId: string, session: TalliedSession): Promise<TalliedDay> {
  const [timeZone = session.timeZone, times] = await Promise.all([
    findLatestSessionZone(trx, userId),
    listSessionTimes(trx, userId),
  ]);
  const perDay = new Map<DayNumber, number>();
  let durationMs = 0;
  let latestStartedAt = 0;
  for (const row of times) {
    const day = dayNumberAt(row.started_at, timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    durationMs += row.duration_ms;
    latestStartedAt = Math.max(latestStartedAt, row.started_at);
  }
  const runs = runsOf(perDay.keys());
  await replaceDaysAndRuns(
    trx,
    userId,
    [...perDay].map(([day, sessions]) => ({ day, sessions })),
    runs,
  );
  await updateTally(trx, userId, {
    time_zone: timeZone,
    latest_started_at: latestStartedAt,
    sessions: times.length,
    duration_ms: durationMs,
    longest_streak: runs.reduce((longest, run) => Math.max(longest, runLength(run)), 0),
  });
  const day = dayNumberAt(session.startedAt, timeZone);
  const run = runHolding(runs, day);
  if (!run) throw new Error('A recounted session is missing from its own day');
  return { timeZone, day, sessions: perDay.get(day) ?? 0, streak: day - run.firstDay + 1 };
}

/** Adds the session to its day, its run of days and the totals. */
async function addSession(
  trx: Kysely<DB>,
  userId: string,
  tally: PracticeTallyRow & { time_zone: string },
  session: TalliedSession,
): Promise<TalliedDay> {
  const timeZone = tally.time_zone;
  const day = dayNumberAt(session.startedAt, timeZone);
  const sessions = await addDaySession(trx, userId, day);
  let run: PracticeRun | undefined;
  if (sessions === 1) {
    const joined = joinDay(day, await listRunsEndingFrom(trx, userId, day - 1, 2));
    await deleteRunsEndingOn(
      trx,
      userId,
      joined.replaced.map((replaced) => replaced.lastDay),
    );
    await insertRuns(trx, userId, [joined.run]);
    run = joined.run;
  } else {
    [run] = await listRunsEndingFrom(trx, userId, day, 1);
    if (!run) throw new Error('A practice day is missing from the runs');
  }
  await updateTally(trx, userId, {
    time_zone: timeZone,
    latest_started_at: Math.max(tally.latest_started_at, session.startedAt),
    sessions: tally.sessions + 1,
    duration_ms: tally.duration_ms + session.durationMs,
    longest_streak: Math.max(tally.longest_streak, runLength(run)),
  });
  return { timeZone, day, sessions, streak: day - run.firstDay + 1 };
}

/**
 * Counts a session in the member's tallies (ADR 040), in the transaction that stores it, after
 * inserting it. The tallies count days in the zone of the member's latest session (by start): a
 * session that becomes the latest in another zone, or the member's first save since the tallies
 * exist, recounts every session; any other session is added to what is counted.
 */
export async function tallySession(
  trx: Kysely<DB>,
  userId: string,
  session: TalliedSession,
): Promise<TalliedDay> {
  const tally = await lockTally(trx, userId);
  const { time_zone: timeZone } = tally;
  const movesZone = timeZone !== session.timeZone && session.startedAt >= tally.latest_started_at;
  if (timeZone === null || movesZone) return recount(trx, userId, session);
  return addSession(trx, userId, { ...tally, time_zone: timeZone }, session);
}
