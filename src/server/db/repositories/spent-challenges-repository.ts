import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export async function isChallengeSpent(db: Kysely<DB>, challengeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('spent_challenges')
    .select('challenge_id')
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a two-factor challenge used; false when it already was (also when two requests race: the
 * primary key decides). Kept until the challenge would have expired, then swept by a later spend.
 */
export async function spendChallenge(
  db: Kysely<DB>,
  challengeId: string,
  expiresAt: number,
): Promise<boolean> {
  await db.deleteFrom('spent_challenges').where('expires_at', '<=', nowMs()).execute();
  const inserted = await db
    .insertInto('spent_challenges')
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
