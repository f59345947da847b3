import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export interface OAuthState {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
}

export async function insertOAuthState(db: Kysely<DB>, value: OAuthState, expiresAt: number): Promise<void> {
  const time = nowMs();
  // Abandoned flows would otherwise pile up: each new one sweeps the expired ones.
  await db.deleteFrom('oauth_states').where('expires_at', '<=', time).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state: value.state,
      provider: value.provider,
      nonce: value.nonce,
      code_verifier: value.codeVerifier,
      created_at: time,
      expires_at: expiresAt,
    })
    .execute();
}

/** Takes the state out (single use) if it exists for this provider and has not expired. */
export async function takeOAuthState(
  db: Kysely<DB>,
  provider: string,
  state: string,
): Promise<OAuthState | undefined> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('expires_at', '>', nowMs())
    .returning(['state', 'provider', 'nonce', 'code_verifier'])
    .executeTakeFirst();
  return (
    row && { state: row.state, provider: row.provider, nonce: row.nonce, codeVerifier: row.code_verifier }
  );
}

export async function insertOAuthCode(
  db: Kysely<DB>,
  userId: string,
  codeHash: string,
  expiresAt: number,
): Promise<void> {
  const time = nowMs();
  await db.deleteFrom('oauth_codes').where('expires_at', '<=', time).execute();
  await db
    .insertInto('oauth_codes')
    .values({ code_hash: codeHash, user_id: userId, created_at: time, expires_at: expiresAt })
    .execute();
}

/** Takes the one-time code out and returns its user, if it exists and has not expired. */
export async function takeOAuthCode(db: Kysely<DB>, codeHash: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('oauth_codes')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', nowMs())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
