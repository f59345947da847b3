import type { DayNumber } from './day-number';

/**
 * Consecutive practice days ending today, or ending yesterday when today has no session yet —
 * a streak is not lost before the day is over. 0 when neither day has practice.
 */
export function currentStreak(days: ReadonlySet<DayNumber>, today: DayNumber): number {
  let day = days.has(today) ? today : today - 1;
  let length = 0;
  while (days.has(day)) {
    length += 1;
    day -= 1;
  }
  return length;
}

/** The longest run of consecutive practice days ever. */
export function longestStreak(days: ReadonlySet<DayNumber>): number {
  let longest = 0;
  for (const day of days) {
    // Count only from the first day of each run, so every day is visited once per run.
    if (days.has(day - 1)) continue;
    let length = 1;
    while (days.has(day + length)) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}
