import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

/** Replaces the user's recovery codes (old ones stop working). */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  const time = nowMs();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codeHashes.map((codeHash) => ({
          code_hash: codeHash,
          user_id: userId,
          created_at: time,
          used_at: null,
        })),
      )
      .execute();
  });
}

export async function deleteRecoveryCodes(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses the code once: a conditional update, so a code cannot sign in twice even concurrently. */
export async function consumeRecoveryCode(
  db: Kysely<DB>,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowMs() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
