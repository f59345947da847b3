import { type Kysely } from 'kysely';
import { columnType } from '../column-types';

/** Fixed-window request counters, in the database so limits hold across server processes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', columnType.timestamp, (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
