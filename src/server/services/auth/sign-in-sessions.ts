import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import type { Role } from '../../../shared/auth/roles';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSession,
} from '../../db/repositories/auth-sessions-repository';
import { DomainError } from '../domain-error';
import { joinAnonymousConsent } from '../consent/consent-choices';
import type { AuthContext } from './auth-context';
import { signToken } from './jwt-tokens';
import { deriveToken, hashToken, randomToken } from './opaque-token';

/** A sign-in lasts at most this long, however often it is refreshed. */
export const sessionAbsoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * How long an already-rotated refresh token still yields its successor: two tabs refreshing
 * together both survive; after this, presenting it means it was copied, and the session ends.
 */
export const refreshGraceMs = 10_000;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
  /** The browser's consent session (cookie-consent-session), when it sent a valid one. */
  consentSessionId?: string;
}

async function accessTokenFor(ctx: AuthContext, user: SessionUser, sessionId: string): Promise<string> {
  return signToken(
    await ctx.jwt(),
    'access',
    { sub: user.id, email: user.email, role: user.role, sid: sessionId },
    ctx.env.ACCESS_TOKEN_TTL.ms,
  );
}

/**
 * Starts a sign-in session (a new refresh family) and answers its first token pair. Every sign-in
 * ends here (password, two-factor, provider, registration), so this is where a consent choice
 * made signed out joins the account.
 */
export async function startSession(
  ctx: AuthContext,
  user: SessionUser,
  client: ClientInfo,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    expiresAt: ctx.clock.nowMs() + sessionAbsoluteLifetimeMs,
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
    firstTokenHash: hashToken(refreshToken),
  });
  if (client.consentSessionId !== undefined)
    await joinAnonymousConsent(ctx, user.id, client.consentSessionId);
  return { accessToken: await accessTokenFor(ctx, user, sessionId), refreshToken };
}

type Rotation =
  | { outcome: 'rotated'; user: SessionUser; sessionId: string }
  | { outcome: 'invalid' }
  | { outcome: 'reused'; sessionId: string };

/**
 * Rotation in one transaction: the conditional update lets exactly one of N concurrent callers
 * rotate (PostgreSQL makes the others wait for its row lock and then see the rotation; SQLite runs
 * transactions one at a time). The successor is an HMAC of the token, so the late callers within
 * the grace window get the same successor without it ever being stored in plain text.
 */
async function rotate(ctx: AuthContext, tokenHash: string, childHash: string): Promise<Rotation> {
  const idleMs = ctx.env.REFRESH_TOKEN_IDLE_TTL.ms;
  return ctx.db.transaction().execute(async (trx): Promise<Rotation> => {
    const time = ctx.clock.nowMs();
    const row = await findRefreshToken(trx, tokenHash);
    if (!row || row.revoked_at !== null || row.expires_at <= time || row.last_used_at + idleMs <= time) {
      return { outcome: 'invalid' };
    }
    const user = { id: row.user_id, email: row.email, role: row.role };
    if (row.rotated_at === null && (await markRotated(trx, tokenHash, time))) {
      await insertRefreshToken(trx, row.session_id, childHash, time);
      return { outcome: 'rotated', user, sessionId: row.session_id };
    }
    // Someone rotated it first: read when, as committed by them.
    const rotatedAt = row.rotated_at ?? (await findRefreshToken(trx, tokenHash))?.rotated_at ?? time;
    if (time - rotatedAt <= refreshGraceMs) return { outcome: 'rotated', user, sessionId: row.session_id };
    await revokeSession(trx, row.session_id, 'refresh-token-reuse');
    return { outcome: 'reused', sessionId: row.session_id };
  });
}

const refreshFailed = () =>
  new DomainError('unauthenticated', authMessages.invalidRefreshToken, authErrorCodes.invalidRefreshToken);

/** Exchanges a refresh token for a new pair (see rotate); any failure is the same 401. */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TokenPair> {
  const child = deriveToken((await ctx.keys()).refresh, refreshToken);
  const rotation = await rotate(ctx, hashToken(refreshToken), hashToken(child));
  if (rotation.outcome === 'reused') {
    ctx.logger.warn({ sessionId: rotation.sessionId }, 'refresh token reused: session revoked');
  }
  if (rotation.outcome !== 'rotated') throw refreshFailed();
  return { accessToken: await accessTokenFor(ctx, rotation.user, rotation.sessionId), refreshToken: child };
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function endSession(ctx: AuthContext, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(refreshToken));
  if (row) await revokeSession(ctx.db, row.session_id, 'logout');
}
