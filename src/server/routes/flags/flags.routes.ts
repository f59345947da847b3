import type { EvaluationContext } from '@openfeature/server-sdk';
import { Hono } from 'hono';
import type { ResolvedFlags } from '../../../shared/flags/feature-flag';
import { optionalAuth, type OptionalAuthEnv } from '../../http/optional-auth';
import { privateNoStore } from '../../http/cache-control';
import type { AuthContext } from '../../services/auth/auth-context';
import type { FlagsContext } from '../../services/flags/flags-context';
import { resolveFlags } from '../../services/flags/resolve-flags';

/**
 * GET /api/flags: every flag resolved for the caller, signed in ({targetingKey: id, role}) or not
 * (an empty context: no role, outside partial rollouts). One person's answer: never cached.
 */
export function createFlagsRoutes(auth: AuthContext, flags: FlagsContext) {
  return new Hono<OptionalAuthEnv>().use(privateNoStore).get('/', optionalAuth(auth), async (c) => {
    const user = c.var.user;
    const context: EvaluationContext = user ? { targetingKey: user.id, role: user.role } : {};
    const body: ResolvedFlags = { flags: await resolveFlags(flags, context) };
    return c.json(body);
  });
}
