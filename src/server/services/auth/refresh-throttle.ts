import { findRefreshTokenSessionId } from '../../db/repositories/auth-sessions-repository';
import type { AuthContext } from './auth-context';
import { hashToken, isOpaqueTokenShaped } from './opaque-token';
import { rateLimitRules } from './rate-limiter';

/**
 * Counts a refresh against its sign-in session, so one device's failing refreshes never block
 * other members behind the same proxy; only a token that names no session (malformed, made up,
 * or of a deleted account) counts against the caller's address. Throws RateLimitedError past
 * either limit.
 */
export async function limitRefresh(ctx: AuthContext, refreshToken: string, ip: string): Promise<void> {
  const sessionId = isOpaqueTokenShaped(refreshToken)
    ? await findRefreshTokenSessionId(ctx.db, hashToken(refreshToken))
    : undefined;
  if (sessionId === undefined) await ctx.rateLimit(rateLimitRules.refreshUnknownTokenPerIp, ip);
  else await ctx.rateLimit(rateLimitRules.refreshPerSession, sessionId);
}
