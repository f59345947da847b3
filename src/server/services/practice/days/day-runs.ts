import type { PracticeRun } from '../../../db/repositories/practice-tallies-repository';
import type { DayNumber } from './day-number';

/** The runs of consecutive days among `days` (any order, repeats allowed), earliest first. */
export function runsOf(days: Iterable<DayNumber>): PracticeRun[] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: PracticeRun[] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last.lastDay === day - 1) last.lastDay = day;
    else runs.push({ firstDay: day, lastDay: day });
  }
  return runs;
}

export function runLength(run: PracticeRun): number {
  return run.lastDay - run.firstDay + 1;
}

/**
 * The run that a new practice day `day` makes with its neighbours, and the runs it replaces.
 * `following` is the first two runs ending on or after `day - 1`, earliest first: the run ending
 * the day before, if any, comes first, and the run starting the day after comes next.
 */
export function joinDay(
  day: DayNumber,
  following: readonly PracticeRun[],
): { run: PracticeRun; replaced: PracticeRun[] } {
  const [first, second] = following;
  const before = first?.lastDay === day - 1 ? first : undefined;
  const next = before ? second : first;
  const after = next?.firstDay === day + 1 ? next : undefined;
  const replaced = [before, after].filter((run): run is PracticeRun => run !== undefined);
  return { run: { firstDay: before?.firstDay ?? day, lastDay: after?.lastDay ?? day }, replaced };
}
