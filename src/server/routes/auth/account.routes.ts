import { Hono } from 'hono';
import { updateMeRequestSchema } from '../../../shared/auth/auth-requests';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import type { SessionsResponse } from '../../../shared/auth/auth-responses';
import { listActiveSessions, revokeOwnSession } from '../../db/repositories/auth-sessions-repository';
import { updateUser } from '../../db/repositories/users-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { describeMe } from '../../services/auth/describe-me';

const iso = (time: number) => new Date(time).toISOString();

/** The signed-in account: profile and signed-in devices. */
export function createAccountRoutes(ctx: AuthContext) {
  const auth = requireAuth(ctx);
  const idleMs = ctx.env.REFRESH_TOKEN_IDLE_TTL.ms;
  return new Hono<AppEnv>()
    .get('/me', auth, async (c) => c.json(await describeMe(ctx, c.var.user.id)))
    .patch('/me', auth, jsonBody(updateMeRequestSchema), async (c) => {
      const { name, displayName } = c.req.valid('json');
      await updateUser(ctx.db, c.var.user.id, {
        ...(name === undefined ? {} : { name }),
        ...(displayName === undefined ? {} : { display_name: displayName || null }),
      });
      return c.json(await describeMe(ctx, c.var.user.id));
    })
    .get('/sessions', auth, async (c) => {
      const { id: userId, sessionId } = c.var.user;
      const rows = await listActiveSessions(ctx.db, userId, idleMs);
      const body: SessionsResponse = {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: iso(row.created_at),
          lastUsedAt: iso(row.last_used_at),
          expiresAt: iso(Math.min(row.expires_at, row.last_used_at + idleMs)),
          userAgent: row.user_agent,
          ipAddress: row.ip_address,
          current: row.id === sessionId,
        })),
      };
      return c.json(body);
    })
    .delete('/sessions/:id', auth, async (c) => {
      if (!(await revokeOwnSession(ctx.db, c.var.user.id, c.req.param('id')))) {
        throw new ApiError(404, authMessages.sessionNotFound, authErrorCodes.notFound);
      }
      return c.body(null, 204);
    });
}
