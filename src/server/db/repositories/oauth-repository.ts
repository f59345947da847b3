import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export interface OAuthState {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
}

export interface TakenOAuthState extends OAuthState {
  /** A form_post callback's fields (JSON), held until the browser's same-site GET. */
  authorizationResponse: string | null;
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

/**
 * Keeps a form_post callback's fields with its live state, once: a second post for the same state
 * is refused. False when there is no such live state.
 */
export async function holdAuthorizationResponse(
  db: Kysely<DB>,
  provider: string,
  state: string,
  response: string,
): Promise<boolean> {
  const result = await db
    .updateTable('oauth_states')
    .set({ authorization_response: response })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('expires_at', '>', nowMs())
    .where('authorization_response', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the state out (single use) if it exists for this provider and has not expired. */
export async function takeOAuthState(
  db: Kysely<DB>,
  provider: string,
  state: string,
): Promise<TakenOAuthState | undefined> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('expires_at', '>', nowMs())
    .returning(['state', 'provider', 'nonce', 'code_verifier', 'authorization_response'])
    .executeTakeFirst();
  return (
    row && {
      state: row.state,
      provider: row.provider,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      authorizationResponse: row.authorization_response,
    }
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
