const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of a trial left at `nowMs`, counting a part day as a day: a trial ending in five
 * hours has "1 day left", never "0 days". 0 once it has ended.
 */
export function trialDaysLeft(trialEndsAt: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(trialEndsAt) - nowMs) / DAY_MS));
}
