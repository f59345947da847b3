import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SaveRequestsTable } from '../schema';

export type SaveRequestRow = Selectable<SaveRequestsTable>;

export function findSaveRequest(
  db: Kysely<DB>,
  userId: string,
  key: string,
): Promise<SaveRequestRow | undefined> {
  return db
    .selectFrom('save_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Records the key, or returns false when the member already used it. The primary key decides:
 * on PostgreSQL a concurrent insert of the same key waits for the first transaction and then
 * does nothing; SQLite runs transactions one at a time.
 */
export async function claimSaveRequest(db: Kysely<DB>, row: Insertable<SaveRequestsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('save_requests')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return inserted !== undefined;
}
