import { z } from 'zod';
import { IsoTimeSchema } from './iso-time';
import { TimeZoneSchema } from './time-zone';

/** GET /api/practice/summary?tz=Europe/Berlin — days are counted in this zone. */
export const SummaryQuerySchema = z.object({ tz: TimeZoneSchema });

/** A calendar day in the requested zone, YYYY-MM-DD. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RecentSessionSchema = z.object({
  sessionId: z.string(),
  /** The day the session started, in the requested zone. */
  day: DaySchema,
  startedAt: IsoTimeSchema,
  durationSeconds: z.number().int().nonnegative(),
  /** The traced image (null once removed from the catalogue). */
  image: z.object({ id: z.string(), title: z.string() }).nullable(),
  artworkId: z.string().nullable(),
  /** The session's artwork thumbnail (signed, expires within 10 minutes); null once deleted. */
  thumbnailUrl: z.string().nullable(),
});
export type RecentSession = z.infer<typeof RecentSessionSchema>;

/**
 * The practice dashboard. A session belongs to the day it started on, in the requested zone.
 * Deleting artworks never changes these numbers.
 */
export const PracticeSummarySchema = z.object({
  timeZone: z.string(),
  /** Today in that zone. */
  today: DaySchema,
  totalSessions: z.number().int().nonnegative(),
  /** Consecutive practice days ending today, or ending yesterday while today has no session yet. */
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  /** Sessions since Monday 00:00. */
  thisWeek: z.number().int().nonnegative(),
  /** All sessions' time, rounded to whole minutes: 0 until half a minute in all (see totalSeconds). */
  totalMinutes: z.number().int().nonnegative(),
  /** All sessions' time, rounded to whole seconds: the dashboard shows practice shorter than a minute. */
  totalSeconds: z.number().int().nonnegative(),
  /** Distinct practice days among the last 7, today included (0–7). */
  daysPracticedLast7: z.number().int().min(0).max(7),
  /** The latest sessions, newest first (at most 10). */
  recent: z.array(RecentSessionSchema),
});
export type PracticeSummary = z.infer<typeof PracticeSummarySchema>;
