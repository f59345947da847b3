import { dailyAnalyticsQuerySchema } from '../../../shared/analytics/daily-analytics';
import { queryParams } from '../../http/validate';
import { readDailyAnalytics } from '../../services/analytics/read-daily-analytics';
import type { AuthContext } from '../../services/auth/auth-context';
import { staffOnlyRouter } from './admin-only';

/** /api/admin/analytics: aggregate counts for the /manage home, for admins and editors (reports). */
export function createAdminAnalyticsRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth).get('/daily', queryParams(dailyAnalyticsQuerySchema), async (c) =>
    c.json(await readDailyAnalytics(auth, c.req.valid('query'))),
  );
}
