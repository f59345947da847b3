import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export interface Identity {
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
}

export async function findIdentityUserId(
  db: Kysely<DB>,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links the identity; a link that already exists (a concurrent callback) is left as it is. */
export async function linkIdentity(db: Kysely<DB>, userId: string, identity: Identity): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({ id: randomUUID(), user_id: userId, ...identity, created_at: nowMs() })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute();
}

export async function listIdentityProviders(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_identities')
    .select('provider')
    .distinct()
    .where('user_id', '=', userId)
    .orderBy('provider')
    .execute();
  return rows.map((row) => row.provider);
}
