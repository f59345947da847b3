import type { Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * A member's practice counted as it is saved (ADR 040), so the dashboard reads a few rows instead
 * of every session. Days are day numbers (days since 1970-01-01 of the local date) in the tally's
 * zone: the zone of the member's latest session. Each member's rows are written only by their
 * session saves, which lock the tally row first; rows appear at the member's next save (there is
 * nothing to backfill: until then the dashboard counts from the sessions as before).
 *
 * practice_tallies: one row per member. time_zone is null while the row only serves as that lock
 * and nothing is counted yet.
 * practice_days: sessions per practice day. practice_runs: each run of consecutive practice days,
 * keyed by its last day, so the run around a day is one index step away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('practice_tallies')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text')
    .addColumn('latest_started_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('sessions', 'integer', (col) => col.notNull())
    .addColumn('duration_ms', 'bigint', (col) => col.notNull())
    .addColumn('longest_streak', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('practice_days')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('sessions', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('practice_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('practice_runs')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_day', 'integer', (col) => col.notNull())
    .addColumn('last_day', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('practice_runs_pk', ['user_id', 'last_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('practice_runs').execute();
  await db.schema.dropTable('practice_days').execute();
  await db.schema.dropTable('practice_tallies').execute();
}
