import { dayNumberAt, formatDay, mondayOf, type DayNumber } from './day-number';
import { currentStreak, longestStreak } from './streaks';

/** What the summary needs of each session. */
export interface SessionTimes {
  startedAt: number;
  durationMs: number;
}

export interface PracticeTotals {
  today: string;
  totalSessions: number;
  currentStreak: number;
  longestStreak: number;
  thisWeek: number;
  totalMinutes: number;
  totalSeconds: number;
  daysPracticedLast7: number;
}

/** What the dashboard's numbers are made of, however they were counted. */
export interface PracticeCounts {
  today: DayNumber;
  totalSessions: number;
  totalMs: number;
  currentStreak: number;
  longestStreak: number;
  thisWeek: number;
  daysPracticedLast7: number;
}

export function practiceTotals({ today, totalMs, ...counts }: PracticeCounts): PracticeTotals {
  return {
    today: formatDay(today),
    ...counts,
    totalMinutes: Math.round(totalMs / 60_000),
    totalSeconds: Math.round(totalMs / 1000),
  };
}

/**
 * The dashboard's numbers, with days counted in `timeZone` at the instant `nowMs`. A session
 * belongs to the day it started on (a session across midnight counts for the evening it began).
 * Pure: the caller passes the time, so tests can stand anywhere on the calendar.
 */
export function summarizePractice(
  sessions: readonly SessionTimes[],
  nowMs: number,
  timeZone: string,
): PracticeTotals {
  const today = dayNumberAt(nowMs, timeZone);
  const monday = mondayOf(today);
  const days = new Set<number>();
  let thisWeek = 0;
  let totalMs = 0;
  for (const session of sessions) {
    const day = dayNumberAt(session.startedAt, timeZone);
    days.add(day);
    // Day numbers, not instants: "since Monday 00:00" stays right on the night clocks change.
    if (day >= monday && day <= today) thisWeek += 1;
    totalMs += session.durationMs;
  }
  let daysPracticedLast7 = 0;
  for (let day = today - 6; day <= today; day++) if (days.has(day)) daysPracticedLast7 += 1;
  return practiceTotals({
    today,
    totalSessions: sessions.length,
    totalMs,
    currentStreak: currentStreak(days, today),
    longestStreak: longestStreak(days),
    thisWeek,
    daysPracticedLast7,
  });
}
