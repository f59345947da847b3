import { sql, type Kysely } from 'kysely';
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
  const expired = sql<boolean>`rate_limits.window_start <= ${time - windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: time, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${time} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}
