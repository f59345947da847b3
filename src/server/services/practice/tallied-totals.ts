import type { Kysely } from 'kysely';
import { findTally, listDays, listRunsEndingFrom } from '../../db/repositories/practice-tallies-repository';
import type { DB } from '../../db/schema';
import { dayNumberAt, mondayOf } from './days/day-number';
import { practiceTotals, type PracticeTotals } from './days/summarize-practice';

/**
 * The dashboard's numbers read from the member's tallies (a handful of rows), the same as
 * summarizePractice computes from every session; undefined when the tallies count days in
 * another zone than `timeZone`, or nothing yet.
 */
export async function talliedTotals(
  db: Kysely<DB>,
  userId: string,
  nowMs: number,
  timeZone: string,
): Promise<PracticeTotals | undefined> {
  const today = dayNumberAt(nowMs, timeZone);
  const monday = mondayOf(today);
  // Read together, before knowing whether the tallies count in this zone: one round trip on PostgreSQL.
  const [tally, days, [run]] = await Promise.all([
    findTally(db, userId),
    listDays(db, userId, Math.min(monday, today - 6), today),
    // The run holding yesterday or today, if any: runs never touch, so it is the first to end since yesterday.
    listRunsEndingFrom(db, userId, today - 1, 1),
  ]);
  if (!tally || tally.time_zone !== timeZone) return undefined;
  const practisedToday = days.some(({ day }) => day === today);
  // The streak ends today, or yesterday while today has no session yet.
  const streakEnd = practisedToday ? today : today - 1;
  return practiceTotals({
    today,
    totalSessions: tally.sessions,
    totalMs: tally.duration_ms,
    currentStreak: run && run.firstDay <= streakEnd ? streakEnd - run.firstDay + 1 : 0,
    longestStreak: tally.longest_streak,
    thisWeek: days.reduce((sum, { day, sessions }) => (day >= monday ? sum + sessions : sum), 0),
    daysPracticedLast7: days.filter(({ day }) => day >= today - 6).length,
  });
}
