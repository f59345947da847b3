import type { z } from 'zod';
import type { DailyAnalytics, dailyAnalyticsQuerySchema } from '../../../shared/analytics/daily-analytics';
import { countEventDays, DAY_MS, readRolledUpDays } from '../../db/repositories/analytics-events-repository';
import { rolledUpBeforeDay } from './analytics-rollup';
import type { DbAndClock } from '../db-and-clock';

type DailyAnalyticsQuery = z.output<typeof dailyAnalyticsQuerySchema>;

/**
 * One event's count per UTC day, oldest first, ending today, zero-filled. Days already rolled up
 * are read from analytics_daily (their events may be purged); later ones, today included, are
 * counted from the stored events.
 */
export async function readDailyAnalytics(
  { db, clock }: DbAndClock,
  { days, event }: DailyAnalyticsQuery,
): Promise<DailyAnalytics> {
  const now = clock.nowMs();
  const today = Math.floor(now / DAY_MS);
  const firstDay = today - (days - 1);
  const liveFromDay = Math.max(firstDay, await rolledUpBeforeDay(db));
  const [rolledUp, live] = await Promise.all([
    readRolledUpDays(db, event, firstDay, Math.min(liveFromDay, today + 1)),
    countEventDays(db, event, liveFromDay * DAY_MS, now),
  ]);
  const counted = new Map([...rolledUp, ...live].map((row) => [row.day, row.total]));
  return {
    event,
    days: Array.from({ length: days }, (_, index) => {
      const epochDay = firstDay + index;
      return {
        day: new Date(epochDay * DAY_MS).toISOString().slice(0, 10),
        count: counted.get(epochDay) ?? 0,
      };
    }),
    generatedAt: new Date(now).toISOString(),
  };
}
