import { sql, type Insertable, type Kysely } from 'kysely';
import type { AnalyticsEventsTable, DB } from '../schema';

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 UTC of an epoch-ms column: integer division on both dialects. */
const epochDayOf = sql<number>`received_at / ${sql.lit(DAY_MS)}`;

export async function insertAnalyticsEvent(
  db: Kysely<DB>,
  row: Insertable<AnalyticsEventsTable>,
): Promise<void> {
  await db.insertInto('analytics_events').values(row).execute();
}

/**
 * Adds the per-day counts of tracked events received in [fromDay, toDay) (epoch days) to
 * analytics_daily. A day already there is left as it is: days are rolled up once complete, so a
 * second run (another process, a retry) adds nothing twice.
 */
export async function rollUpAnalyticsDays(db: Kysely<DB>, fromDay: number, toDay: number): Promise<void> {
  await db
    .insertInto('analytics_daily')
    .columns(['event', 'day', 'total'])
    .expression((eb) =>
      eb
        .selectFrom('analytics_events')
        .select((inner) => [
          sql<string>`event`.as('event'),
          epochDayOf.as('day'),
          inner.fn.countAll<number>().as('total'),
        ])
        .where('kind', '=', 'track')
        .where('received_at', '>=', fromDay * DAY_MS)
        .where('received_at', '<', toDay * DAY_MS)
        .groupBy(['event', epochDayOf]),
    )
    .onConflict((oc) => oc.columns(['event', 'day']).doNothing())
    .execute();
}

/** Deletes events received before `before` (epoch ms), `batch` rows a statement; answers how many. */
export async function purgeAnalyticsEvents(db: Kysely<DB>, before: number, batch: number): Promise<number> {
  let purged = 0;
  for (;;) {
    const result = await db
      .deleteFrom('analytics_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('analytics_events as old')
          .select('old.id')
          .where('old.received_at', '<', before)
          .limit(batch),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    purged += deleted;
    if (deleted < batch) return purged;
  }
}

/** [epoch day, count] of one event's rolled-up days in [fromDay, toDay). */
export async function readRolledUpDays(
  db: Kysely<DB>,
  event: string,
  fromDay: number,
  toDay: number,
): Promise<{ day: number; total: number }[]> {
  if (fromDay >= toDay) return [];
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'total'])
    .where('event', '=', event)
    .where('day', '>=', fromDay)
    .where('day', '<', toDay)
    .execute();
  return rows.map((row) => ({ day: Number(row.day), total: Number(row.total) }));
}

/** [epoch day, count] of one event counted from the stored events received in [from, to] (epoch ms). */
export async function countEventDays(
  db: Kysely<DB>,
  event: string,
  from: number,
  to: number,
): Promise<{ day: number; total: number }[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select([epochDayOf.as('day'), (eb) => eb.fn.countAll().as('total')])
    .where('event', '=', event)
    .where('received_at', '>=', from)
    .where('received_at', '<=', to)
    .groupBy(epochDayOf)
    .execute();
  return rows.map((row) => ({ day: Number(row.day), total: Number(row.total) }));
}
