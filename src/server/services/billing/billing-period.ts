import type { BillingCycle } from '../../../shared/billing/plans';

const cycleMonths: Readonly<Record<BillingCycle, number>> = { monthly: 1, yearly: 12 };

/** A billing period in epoch ms: from `start` (included) to `end` (excluded). */
export interface BillingPeriod {
  start: number;
  end: number;
}

/**
 * `from` moved by `count` billing cycles in UTC calendar months, keeping the time of day. A day
 * the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February), as
 * Stripe bills.
 */
export function addCycles(from: number, cycle: BillingCycle, count: number): number {
  const date = new Date(from);
  const monthIndex = date.getUTCMonth() + cycleMonths[cycle] * count;
  const year = date.getUTCFullYear();
  const daysInTarget = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    monthIndex,
    Math.min(date.getUTCDate(), daysInTarget),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** The first period of a subscription that starts at `start`. */
export function firstPeriod(start: number, cycle: BillingCycle): BillingPeriod {
  return { start, end: addCycles(start, cycle, 1) };
}

/** No cycle is longer than this, so `k` of them never reach past `k` times it. */
const longestCycleMs: Readonly<Record<BillingCycle, number>> = {
  monthly: 31 * 86_400_000,
  yearly: 366 * 86_400_000,
};

/**
 * The period that holds `now` for a subscription that renews itself at every end: `period`
 * while `now` is before its end, else the later cycle `now` falls in. Later periods are counted
 * from `period.end`, so every reader of the same stored period gets the same answer; this is how
 * renewals happen lazily, without a timer.
 */
export function renewedPeriod(period: BillingPeriod, cycle: BillingCycle, now: number): BillingPeriod {
  if (now < period.end) return period;
  // At least this many whole cycles lie between period.end and now: start there, step forward.
  let passed = Math.floor((now - period.end) / longestCycleMs[cycle]);
  while (addCycles(period.end, cycle, passed + 1) <= now) passed += 1;
  return { start: addCycles(period.end, cycle, passed), end: addCycles(period.end, cycle, passed + 1) };
}
