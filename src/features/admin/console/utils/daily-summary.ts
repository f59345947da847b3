/** One UTC day of a chart (YYYY-MM-DD) and its count. */
export interface DailyCount {
  day: string;
  count: number;
}

export interface DailySummary {
  total: number;
  /** The day with the highest count (the latest of a tie); null when every count is 0. */
  busiest: DailyCount | null;
}

/** A chart's text alternative in two figures: the total, and the busiest day. */
export function summarizeDays(days: readonly DailyCount[]): DailySummary {
  let total = 0;
  let busiest: DailyCount | null = null;
  for (const day of days) {
    total += day.count;
    if (day.count > 0 && (busiest === null || day.count >= busiest.count)) busiest = day;
  }
  return { total, busiest };
}
