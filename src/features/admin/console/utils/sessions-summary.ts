import type { SessionsOnDay } from '../../../../shared/admin/overview';

export interface SessionsSummary {
  total: number;
  /** The day with the most sessions (the latest of a tie); null when there were none. */
  busiest: SessionsOnDay | null;
}

/** The chart's text alternative in two figures: how many sessions in all, and the busiest day. */
export function summarizeSessions(days: readonly SessionsOnDay[]): SessionsSummary {
  let total = 0;
  let busiest: SessionsOnDay | null = null;
  for (const day of days) {
    total += day.sessions;
    if (day.sessions > 0 && (busiest === null || day.sessions >= busiest.sessions)) busiest = day;
  }
  return { total, busiest };
}
