import { formatCountdown } from '../../../components/countdown/format-countdown';

/** A session's length as mm:ss, from its start and end (ms since the epoch). */
export function formatTimeSpent(startedAt: number, endedAt: number): string {
  return formatCountdown(Math.round(Math.max(0, endedAt - startedAt) / 1000));
}
