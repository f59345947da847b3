import { Hono } from 'hono';
import { updateMeRequestSchema } from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { updateProfile } from '../../services/auth/account-profile';
import { listSignedInSessions, signOutSession } from '../../services/auth/account-sessions';
import { describeMe } from '../../services/auth/describe-me';

/** The signed-in account: profile and signed-in devices. */
export function createAccountRoutes(ctx: AuthContext) {
  const auth = requireAuth(ctx);
  return new Hono<AppEnv>()
    .get('/me', auth, async (c) => c.json(await describeMe(ctx, c.var.user.id)))
    .patch('/me', auth, jsonBody(updateMeRequestSchema), async (c) =>
      c.json(await updateProfile(ctx, c.var.user.id, c.req.valid('json'))),
    )
    .get('/sessions', auth, async (c) => c.json(await listSignedInSessions(ctx, c.var.user)))
    .delete('/sessions/:id', auth, async (c) => {
      await signOutSession(ctx, c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
