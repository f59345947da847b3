import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../schema';

export interface WindowCount {
  count: number;
  windowStart: number;
}

/**
 * Counts one hit in the key's fixed window, starting a new window when the old one has passed.
 * One upsert, so concurrent hits from several processes are all counted.
 */
export async function countHit(
  db: Kysely<DB>,
  key: string,
  time: number,
  windowMs: number,
): Promise<WindowCount> {
  const expired = sql<boolean>`rate_limits.expires_at <= ${time}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: time, count: 1, expires_at: time + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${time} else rate_limits.window_start end`,
        expires_at: sql<number>`case when ${expired} then ${time + windowMs} else rate_limits.expires_at end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/**
 * How long to wait after a number of attempts: nothing for the first `free`, then each wait in
 * `delaysMs` in turn, then `maxDelayMs` for good.
 */
export interface BackoffSchedule {
  free: number;
  delaysMs: readonly number[];
  maxDelayMs: number;
  /** A counter untouched this long is forgotten. */
  forgetMs: number;
}

/** The wait after the row's `count` attempts, in SQL so the check and the count are one statement. */
function waitAfterCount(schedule: BackoffSchedule): RawBuilder<number> {
  const steps = schedule.delaysMs.map(
    (delay, step) => sql`when rate_limits.count = ${sql.lit(schedule.free + step)} then ${sql.lit(delay)}`,
  );
  return sql<number>`(case when rate_limits.count < ${sql.lit(schedule.free)} then 0 ${sql.join(steps, sql` `)} else ${sql.lit(schedule.maxDelayMs)} end)`;
}

/** Allowed, or refused until `retryAt` (epoch ms). */
export type BackoffTurn = { allowed: true } | { allowed: false; retryAt: number };

/**
 * Counts an attempt unless the wait after the previous ones has not passed, in one conditional
 * upsert: of concurrent attempts, only as many pass as the schedule allows. `window_start` holds
 * the latest counted attempt, so the wait runs from there.
 */
export async function takeBackoffTurn(
  db: Kysely<DB>,
  key: string,
  time: number,
  schedule: BackoffSchedule,
): Promise<BackoffTurn> {
  const wait = waitAfterCount(schedule);
  const forgotten = sql<boolean>`rate_limits.expires_at <= ${time}`;
  const counted = await db
    .insertInto('rate_limits')
    .values({ key, window_start: time, count: 1, expires_at: time + schedule.forgetMs })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${forgotten} then 1 else rate_limits.count + 1 end`,
          window_start: time,
          expires_at: time + schedule.forgetMs,
        })
        // Free attempts pass whatever their order: a concurrent attempt may have stored a later time.
        .where(
          sql<boolean>`${forgotten} or rate_limits.count < ${sql.lit(schedule.free)} or rate_limits.window_start + ${wait} <= ${time}`,
        ),
    )
    .returning('count')
    .executeTakeFirst();
  if (counted) return { allowed: true };
  const row = await db
    .selectFrom('rate_limits')
    .select(sql<number>`rate_limits.window_start + ${wait}`.as('retry_at'))
    .where('key', '=', key)
    .executeTakeFirst();
  return { allowed: false, retryAt: Number(row?.retry_at ?? time) };
}

/** Takes one hit or attempt back (one that succeeded, or was refused by a later limit). */
export async function uncountHit(db: Kysely<DB>, key: string, time: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', time)
    .execute();
}

export async function deleteRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/**
 * Deletes up to `limit` expired rows. Safe to run from several processes at once: each deletes
 * what is still expired when it gets the row (PostgreSQL re-checks the outer condition on a row
 * another statement renewed meanwhile), and a row already gone is skipped.
 */
export async function purgeExpiredRateLimits(db: Kysely<DB>, time: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('expires_at', '<=', time)
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('rate_limits as expired')
        .select('expired.key')
        .where('expired.expires_at', '<=', time)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
