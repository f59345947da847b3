import type { Kysely } from 'kysely';

/**
 * The console overview (issue 12) counts sessions of all members by day over the last 30 days:
 * a range on started_at alone, which the (user_id, started_at) index cannot serve.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('practice_sessions_started')
    .on('practice_sessions')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('practice_sessions_started').execute();
}
