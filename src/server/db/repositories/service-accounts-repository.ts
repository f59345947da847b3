import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, ServiceAccountsTable } from '../schema';

export type ServiceAccountRow = Selectable<ServiceAccountsTable>;

/** An account with the number of its tokens usable at `now` (neither revoked nor expired). */
export type ServiceAccountWithCount = ServiceAccountRow & { active_tokens: number };

export async function insertServiceAccount(
  db: Kysely<DB>,
  row: Insertable<ServiceAccountsTable>,
): Promise<ServiceAccountRow> {
  return db.insertInto('service_accounts').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findServiceAccount(db: Kysely<DB>, id: string): Promise<ServiceAccountRow | undefined> {
  return db.selectFrom('service_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateServiceAccountRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<ServiceAccountsTable>,
): Promise<ServiceAccountRow | undefined> {
  return db
    .updateTable('service_accounts')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Every account, newest first (the console lists a handful, so there are no pages). */
export async function listServiceAccounts(db: Kysely<DB>, now: number): Promise<ServiceAccountWithCount[]> {
  const rows = await db
    .selectFrom('service_accounts')
    .selectAll('service_accounts')
    .select((eb) =>
      eb
        .selectFrom('api_tokens')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('api_tokens.service_account_id', '=', 'service_accounts.id')
        .where('api_tokens.revoked_at', 'is', null)
        .where((inner) => inner.or([inner('expires_at', 'is', null), inner('expires_at', '>', now)]))
        .as('active_tokens'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, active_tokens: Number(row.active_tokens ?? 0) }));
}
