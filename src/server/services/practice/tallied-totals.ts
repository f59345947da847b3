import type { Kysely } from 'kysely';
import { readDashboard } from '../../db/repositories/practice-dashboard-repository';
import type { RecentSessionRow } from '../../db/repositories/practice-sessions-repository';
import type { DB } from '../../db/schema';
import { dayNumberAt, mondayOf } from './days/day-number';
import { practiceTotals, type PracticeTotals } from './days/summarize-practice';

export interface TalliedSummary {
  /** Undefined when the tallies count days in another zone than asked, or nothing yet. */
  totals: PracticeTotals | undefined;
  /** The member's latest sessions, newest first. */
  recent: RecentSessionRow[];
}

/**
 * The dashboard's numbers read from the member's tallies (a handful of rows), the same as
 * summarizePractice computes from every session, and the `recentSessions` latest sessions: one
 * statement, read before knowing whether the tallies count in this zone.
 */
export async function talliedSummary(
  db: Kysely<DB>,
  userId: string,
  nowMs: number,
  timeZone: string,
  recentSessions: number,
): Promise<TalliedSummary> {
  const today = dayNumberAt(nowMs, timeZone);
  const monday = mondayOf(today);
  const { tally, days, run, recent } = await readDashboard(db, {
    userId,
    fromDay: Math.min(monday, today - 6),
    toDay: today,
    // The run holding yesterday or today, if any.
    runEndingFrom: today - 1,
    recentSessions,
  });
  if (!tally || tally.time_zone !== timeZone) return { totals: undefined, recent };
  const practisedToday = days.some(({ day }) => day === today);
  // The streak ends today, or yesterday while today has no session yet.
  const streakEnd = practisedToday ? today : today - 1;
  const totals = practiceTotals({
    today,
    totalSessions: tally.sessions,
    totalMs: tally.duration_ms,
    currentStreak: run && run.firstDay <= streakEnd ? streakEnd - run.firstDay + 1 : 0,
    longestStreak: tally.longest_streak,
    thisWeek: days.reduce((sum, { day, sessions }) => (day >= monday ? sum + sessions : sum), 0),
    daysPracticedLast7: days.filter(({ day }) => day >= today - 6).length,
  });
  return { totals, recent };
}
