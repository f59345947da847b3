import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowMs } from '../../clock';
import { preparedQuery } from '../prepared-query';
import type { AuthSessionsTable, DB } from '../schema';

export type SessionRow = Selectable<AuthSessionsTable>;

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: number;
  userAgent: string | null;
  ipAddress: string | null;
  firstTokenHash: string;
}

export async function insertSession(db: Kysely<DB>, session: NewSession): Promise<void> {
  const time = nowMs();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: time,
        last_used_at: time,
        expires_at: session.expiresAt,
        revoked_at: null,
        revoked_reason: null,
        user_agent: session.userAgent,
        ip_address: session.ipAddress,
      })
      .execute();
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: session.firstTokenHash,
        session_id: session.id,
        created_at: time,
        rotated_at: null,
      })
      .execute();
  });
}

export function findRefreshToken(db: Kysely<DB> | Transaction<DB>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.email',
      'u.role',
      't.session_id',
      't.rotated_at',
      's.user_id',
      's.revoked_at',
      's.expires_at',
      's.last_used_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the token rotated if nobody has yet; true for the one caller that did. */
export async function markRotated(trx: Transaction<DB>, tokenHash: string, time: number): Promise<boolean> {
  const result = await trx
    .updateTable('refresh_tokens')
    .set({ rotated_at: time })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefreshToken(
  trx: Transaction<DB>,
  sessionId: string,
  tokenHash: string,
  time: number,
): Promise<void> {
  await trx
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId, created_at: time, rotated_at: null })
    .execute();
  await trx.updateTable('auth_sessions').set({ last_used_at: time }).where('id', '=', sessionId).execute();
}

export async function revokeSession(
  db: Kysely<DB> | Transaction<DB>,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: nowMs(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of the user except `keepSessionId` (when given). */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: nowMs(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

const sessionWithUser = preparedQuery((db, { sessionId, userId }: { sessionId: string; userId: string }) =>
  db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.revoked_at', 's.expires_at', 'u.email', 'u.role'])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId),
);

/**
 * A session with its user, for checking an access token on every authenticated request: hence a
 * prepared query (ADR 040).
 */
export async function findSessionWithUser(db: Kysely<DB>, sessionId: string, userId: string) {
  const [row] = await sessionWithUser(db, { sessionId, userId });
  return row;
}

/** Sessions neither revoked nor past their absolute or idle end, newest first. */
export function listActiveSessions(
  db: Kysely<DB>,
  userId: string,
  idleMs: number,
  time: number,
): Promise<SessionRow[]> {
  return db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', time)
    .where('last_used_at', '>', time - idleMs)
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Revokes one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Kysely<DB>,
  userId: string,
  sessionId: string,
  time: number,
): Promise<boolean> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: time, revoked_reason: 'signed-out-remotely' })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user started a sign-in session from this address since `since`. */
export async function hasSignedInFrom(
  db: Kysely<DB>,
  userId: string,
  ipAddress: string,
  since: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip_address', '=', ipAddress)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sign-in session a refresh token belongs to, if it is one of ours at all. */
export async function findRefreshTokenSessionId(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.session_id;
}
