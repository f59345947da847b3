import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Feature flags (issue 12, ADR 018): what our OpenFeature provider evaluates. `key` is what code
 * asks for (unique); `roles` is a JSON array of the roles a flag applies to, empty for everyone;
 * `rollout_percentage` is the share of members (0–100) it is on for, chosen by a stable hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feature_flags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('enabled', columnType.boolean, (col) => col.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('rollout_percentage', 'integer', (col) =>
      col.notNull().check(sql`rollout_percentage between 0 and 100`),
    )
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feature_flags').execute();
}
