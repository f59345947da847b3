import { Hono } from 'hono';
import { escalationRequestSchema, reauthenticateRequestSchema } from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { grantEscalation } from '../../services/auth/escalation';

/** Step-up: trade a proof (password, code, justification, acknowledgement) for an escalation token. */
export function createEscalationRoutes(ctx: AuthContext) {
  const auth = requireAuth(ctx);
  return new Hono<AppEnv>()
    .post('/escalation', auth, jsonBody(escalationRequestSchema), async (c) =>
      c.json({ escalationToken: await grantEscalation(ctx, c.var.user, c.req.valid('json')) }),
    )
    .post('/reauthenticate', auth, jsonBody(reauthenticateRequestSchema), async (c) =>
      c.json({ escalationToken: await grantEscalation(ctx, c.var.user, c.req.valid('json')) }),
    );
}
