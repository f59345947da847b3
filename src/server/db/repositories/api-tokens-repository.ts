import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApiTokensTable, DB } from '../schema';

export type ApiTokenRow = Selectable<ApiTokensTable>;

/** A token with what authenticating a call needs of its account. */
export type ApiTokenWithAccount = ApiTokenRow & { account_active: number };

export async function insertApiToken(db: Kysely<DB>, row: Insertable<ApiTokensTable>): Promise<ApiTokenRow> {
  return db.insertInto('api_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findApiToken(db: Kysely<DB>, id: string): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The token with this secret hash, and whether its account is active. */
export function findApiTokenByHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<ApiTokenWithAccount | undefined> {
  return db
    .selectFrom('api_tokens')
    .innerJoin('service_accounts', 'service_accounts.id', 'api_tokens.service_account_id')
    .selectAll('api_tokens')
    .select('service_accounts.active as account_active')
    .where('api_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** An account's tokens usable at `now`: neither revoked nor expired. */
export async function countActiveApiTokens(
  db: Kysely<DB>,
  serviceAccountId: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('service_account_id', '=', serviceAccountId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An account's tokens, newest first. */
export function listApiTokens(db: Kysely<DB>, serviceAccountId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('service_account_id', '=', serviceAccountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes a token not yet revoked; undefined when it was (or is gone), so a revocation is never redone. */
export function revokeApiTokenRow(
  db: Kysely<DB>,
  id: string,
  revocation: { revokedAt: number; revokedBy: string; reason: string },
): Promise<ApiTokenRow | undefined> {
  return db
    .updateTable('api_tokens')
    .set({
      revoked_at: revocation.revokedAt,
      revoked_by: revocation.revokedBy,
      revoke_reason: revocation.reason,
    })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records a use unless one was recorded in the last `throttleMs`: at most one write a minute per
 * token however busy it is, and a conditional update, so concurrent calls write once.
 */
export async function recordApiTokenUse(
  db: Kysely<DB>,
  id: string,
  use: { at: number; ip: string; throttleMs: number },
): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: use.at, last_used_ip: use.ip })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', use.at - use.throttleMs)]))
    .execute();
}
