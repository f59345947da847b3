import type { MiddlewareHandler } from 'hono';
import { authErrorCodes, authMessages } from '../../shared/auth/auth-messages';
import { findSessionWithUser } from '../db/repositories/auth-sessions-repository';
import type { AuthContext } from '../services/auth/auth-context';
import { verifyToken } from '../services/auth/jwt-tokens';
import { ApiError } from './api-error';
import type { AuthedEnv } from './app-env';

const unauthorized = () => new ApiError(401, authMessages.unauthorized, authErrorCodes.unauthorized);

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Lets a request through only with a valid access token whose sign-in session is still live, and
 * sets `c.var.user`. Checking the session on every call means a revoked session (logout, reuse
 * detection, "sign out other devices") stops working at its next request, not when its token
 * expires; email and role come from the database, so a changed role applies at once.
 */
export function requireAuth(ctx: AuthContext): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const claims = token === undefined ? undefined : await verifyToken(await ctx.jwt(), 'access', token);
    if (!claims) throw unauthorized();
    const session = await findSessionWithUser(ctx.db, claims.sid, claims.sub);
    if (!session || session.revoked_at !== null || session.expires_at <= ctx.clock.nowMs())
      throw unauthorized();
    c.set('user', { id: claims.sub, email: session.email, role: session.role, sessionId: claims.sid });
    await next();
  };
}
