import type { MiddlewareHandler } from 'hono';
import type { AuthContext } from '../services/auth/auth-context';
import type { AppEnv, AuthUser } from './app-env';
import { requireAuth } from './require-auth';

/** AppEnv behind optionalAuth: `user` is set for a signed-in caller only. */
export interface OptionalAuthEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user?: AuthUser };
}

/**
 * For endpoints that serve signed-out callers too: without an Authorization header the request
 * goes on anonymous; with one, it must be valid (401 otherwise, so the client refreshes its token
 * rather than being treated as signed out).
 */
export function optionalAuth(auth: AuthContext): MiddlewareHandler<OptionalAuthEnv> {
  const member = requireAuth(auth);
  return (c, next) =>
    c.req.header('Authorization') === undefined
      ? next()
      : // requireAuth only adds `user`, which this environment already allows.
        member(c as Parameters<typeof member>[0], next);
}
