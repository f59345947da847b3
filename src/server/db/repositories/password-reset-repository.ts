import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export async function insertPasswordResetToken(
  db: Kysely<DB>,
  userId: string,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: nowMs(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses the token if it is unused and unexpired, in one conditional update; returns its user. */
export async function consumePasswordResetToken(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<string | undefined> {
  const time = nowMs();
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: time })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', time)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After a reset, the other links sent to the account stop working too. */
export async function expireUserResetTokens(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowMs() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** A valid token that is still unused, without using it (to check before doing the slow work). */
export async function isPasswordResetTokenUsable(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs())
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes up to `limit` expired tokens (used ones included): a link past its hour is no use. */
export async function purgeExpiredResetTokens(db: Kysely<DB>, time: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<=', time)
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom('password_reset_tokens as expired')
        .select('expired.token_hash')
        .where('expired.expires_at', '<=', time)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
