import type { Kysely } from 'kysely';
import {
  DAY_MS,
  purgeAnalyticsEvents,
  rollUpAnalyticsDays,
} from '../../db/repositories/analytics-events-repository';
import { getSetting, setSetting } from '../../db/repositories/settings-repository';
import type { DB } from '../../db/schema';

/** The first epoch day not yet in analytics_daily: every day before it is rolled up. */
const rolledUpBeforeKey = 'analytics.rolled-up-before-day';

/**
 * A day is rolled up only this long after it ended, so an event whose request began just before
 * midnight (its received time) has been stored by then.
 */
export const ROLL_UP_SETTLE_MS = 5 * 60_000;

/** Rows per delete statement, so a large purge never holds the table for long. */
const PURGE_BATCH = 5000;

export async function rolledUpBeforeDay(db: Kysely<DB>): Promise<number> {
  return Number((await getSetting(db, rolledUpBeforeKey)) ?? 0);
}

/** Counts every complete (and settled) day not rolled up yet into analytics_daily. */
export async function rollUpCompleteDays(db: Kysely<DB>, now: number): Promise<void> {
  const fromDay = await rolledUpBeforeDay(db);
  const toDay = Math.floor((now - ROLL_UP_SETTLE_MS) / DAY_MS);
  if (fromDay >= toDay) return;
  await rollUpAnalyticsDays(db, fromDay, toDay);
  await setSetting(db, rolledUpBeforeKey, String(toDay));
}

/**
 * Deletes events older than the retention period — never one of a day not rolled up yet, so the
 * per-day counts survive the events they were counted from. Answers how many were deleted.
 */
export async function purgeExpiredAnalytics(
  db: Kysely<DB>,
  now: number,
  retentionDays: number,
): Promise<number> {
  const cutoff = Math.min(now - retentionDays * DAY_MS, (await rolledUpBeforeDay(db)) * DAY_MS);
  return purgeAnalyticsEvents(db, cutoff, PURGE_BATCH);
}
