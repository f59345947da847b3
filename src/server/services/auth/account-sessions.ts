import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import type { SessionsResponse } from '../../../shared/auth/auth-responses';
import { listActiveSessions, revokeOwnSession } from '../../db/repositories/auth-sessions-repository';
import { DomainError } from '../domain-error';
import type { AuthContext } from './auth-context';

const iso = (time: number) => new Date(time).toISOString();

/** The member's live sign-in sessions (devices), the one asking marked `current`. */
export async function listSignedInSessions(
  ctx: AuthContext,
  user: { id: string; sessionId: string },
): Promise<SessionsResponse> {
  const idleMs = ctx.env.REFRESH_TOKEN_IDLE_TTL.ms;
  const rows = await listActiveSessions(ctx.db, user.id, idleMs, ctx.clock.nowMs());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      lastUsedAt: iso(row.last_used_at),
      expiresAt: iso(Math.min(row.expires_at, row.last_used_at + idleMs)),
      userAgent: row.user_agent,
      ipAddress: row.ip_address,
      current: row.id === user.sessionId,
    })),
  };
}

/** Signs one of the member's own sessions out; another's, or one already ended, is not found. */
export async function signOutSession(ctx: AuthContext, userId: string, sessionId: string): Promise<void> {
  if (!(await revokeOwnSession(ctx.db, userId, sessionId, ctx.clock.nowMs()))) {
    throw new DomainError('not_found', authMessages.sessionNotFound, authErrorCodes.notFound);
  }
}
