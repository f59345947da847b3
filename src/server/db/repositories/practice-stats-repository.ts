import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';

export interface PracticeDayRow {
  /** Days since the epoch (UTC). */
  day: number;
  sessions: number;
  durationMs: number;
}

const dayMs = 86_400_000;

/** Sessions and their total length per UTC day, for sessions started in [from, to). */
export async function sessionsPerDay(db: Kysely<DB>, from: number, to: number): Promise<PracticeDayRow[]> {
  // Integer division on both dialects (bigint / integer), so the bucket is the same everywhere.
  const day = sql<number | string>`started_at / ${sql.lit(dayMs)}`;
  const rows = await db
    .selectFrom('practice_sessions')
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number | string>().as('sessions'),
      (eb) => eb.fn.sum<number | string>('duration_ms').as('duration'),
    ])
    .where('started_at', '>=', from)
    .where('started_at', '<', to)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    sessions: Number(row.sessions),
    durationMs: Number(row.duration),
  }));
}

/** Members with at least one session started in [from, to). */
export async function countPracticingMembers(db: Kysely<DB>, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('practice_sessions')
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('members'))
    .where('started_at', '>=', from)
    .where('started_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.members);
}
