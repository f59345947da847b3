import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { createAdminUsersRoutes } from './admin-users.routes';
import { createAuditRoutes } from './audit.routes';
import { createFeatureFlagsRoutes } from './feature-flags.routes';
import { createMessagingRoutes } from './messaging.routes';
import { createOverviewRoutes } from './overview.routes';
import { createApiTokensRoutes, createServiceAccountsRoutes } from './service-accounts.routes';
import { createAdminFreeTrialsRoutes } from './admin-free-trials.routes';
import { createAdminPlansRoutes } from './admin-plans.routes';
import { createTracingOptionsRoutes } from './tracing-options.routes';
import { createAdminAnalyticsRoutes } from './analytics.routes';
import { createConsentRecordsRoutes } from './consent-records.routes';

/** /api/admin: the console's API, one router per area, each with its own access guard. */
export function createAdminRoutes(auth: AuthContext) {
  return new Hono<AppEnv>()
    .route('/users', createAdminUsersRoutes(auth))
    .route('/plans', createAdminPlansRoutes(auth))
    .route('/free-trials', createAdminFreeTrialsRoutes(auth))
    .route('/service-accounts', createServiceAccountsRoutes(auth))
    .route('/tokens', createApiTokensRoutes(auth))
    .route('/overview', createOverviewRoutes(auth))
    .route('/feature-flags', createFeatureFlagsRoutes(auth))
    .route('/messaging', createMessagingRoutes(auth))
    .route('/content', createTracingOptionsRoutes(auth))
    .route('/audit', createAuditRoutes(auth))
    .route('/consents', createConsentRecordsRoutes(auth))
    .route('/analytics', createAdminAnalyticsRoutes(auth));
}
