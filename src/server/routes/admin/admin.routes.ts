import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { createAdminUsersRoutes } from './admin-users.routes';
import { createAuditRoutes } from './audit.routes';

/** /api/admin: the console's API, one router per area, each with its own access guard. */
export function createAdminRoutes(auth: AuthContext) {
  return new Hono<AppEnv>()
    .route('/users', createAdminUsersRoutes(auth))
    .route('/audit', createAuditRoutes(auth));
}
