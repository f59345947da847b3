import type { MiddlewareHandler } from 'hono';
import { authErrorCodes, authMessages } from '../../shared/auth/auth-messages';
import { hasRequiredRole } from '../../shared/auth/role-checks';
import type { Role } from '../../shared/auth/roles';
import { ApiError } from './api-error';
import type { AuthedEnv } from './app-env';

/**
 * After requireAuth: 403 unless the caller's role ranks at least one of the required roles — the
 * same rule (shared with the client's route guards) as spec §6.
 */
export function requireRole(...required: [Role, ...Role[]]): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    if (!hasRequiredRole(c.var.user.role, required)) {
      throw new ApiError(403, authMessages.forbidden, authErrorCodes.forbidden);
    }
    await next();
  };
}
