import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';
import { analyticsEventNames } from './analytics-event-names';
import { AnalyticsEventNameSchema } from './analytics-requests';

/** `GET /api/admin/analytics/daily?days=30&event=page_view` (admin and editor). */
export const dailyAnalyticsQuerySchema = z.strictObject({
  /** UTC days, today included. */
  days: z.coerce.number().int().min(1).max(366).default(30),
  event: AnalyticsEventNameSchema.default(analyticsEventNames.pageView),
});

/** One UTC day (YYYY-MM-DD) and how many times the event was tracked on it. */
export const eventsOnDaySchema = z.object({ day: z.iso.date(), count: z.number().int().nonnegative() });
export type EventsOnDay = z.infer<typeof eventsOnDaySchema>;

/** Oldest first, one entry per UTC day ending today, zero-filled. */
export const dailyAnalyticsSchema = z.object({
  event: z.string(),
  days: z.array(eventsOnDaySchema),
  generatedAt: IsoTimeSchema,
});
export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;
