import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';

/** How many UTC days the console chart covers, today included. */
export const OVERVIEW_CHART_DAYS = 30;
/** "This week": the last seven UTC days of the chart, today included. */
export const OVERVIEW_WEEK_DAYS = 7;

const count = z.number().int().nonnegative();

/** One UTC day of the chart: its date (YYYY-MM-DD) and the practice sessions started on it. */
export const sessionsOnDaySchema = z.object({ day: z.iso.date(), sessions: count });
export type SessionsOnDay = z.infer<typeof sessionsOnDaySchema>;

/**
 * `GET /api/admin/overview` (admin and editor): the /manage home's live figures, read at
 * `generatedAt`.
 */
export const consoleOverviewSchema = z.object({
  accounts: z.object({
    /** Accounts with the role user. */
    members: count,
    /** Every account: members, editors and admins. */
    total: count,
  }),
  /** Subscriptions that give access now (active, or past due within the grace period); trials not included. */
  activeSubscriptions: count,
  /** Practice sessions started in the last seven UTC days, today included. */
  sessionsThisWeek: count,
  messages: z.object({
    /** Messages not delivered yet: waiting for their time or a retry, or being sent. */
    queued: count,
    /** Messages whose every try failed (an editor may retry them from the outbox). */
    failed: count,
  }),
  /** Oldest first, one entry per UTC day, zero-filled: `OVERVIEW_CHART_DAYS` entries ending today. */
  sessionsPerDay: z.array(sessionsOnDaySchema).length(OVERVIEW_CHART_DAYS),
  generatedAt: IsoTimeSchema,
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
