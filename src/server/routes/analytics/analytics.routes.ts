import { Hono } from 'hono';
import { identifyRequestSchema, trackRequestSchema } from '../../../shared/analytics/analytics-requests';
import { limitByIp } from '../../http/limit-by-ip';
import { optionalAuth, type OptionalAuthEnv } from '../../http/optional-auth';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import { analyticsPerIp } from '../../services/analytics/analytics-limits';
import { recordAnalytics } from '../../services/analytics/record-analytics';
import type { AuthContext } from '../../services/auth/auth-context';

/**
 * /api/analytics: our own product-analytics backend (spec §7). Bodies are bounded and validated
 * (event name pattern, properties within 32 keys and 8 KB), calls rate-limited per address, and
 * each stored with the server's received time; 204 once stored.
 */
export function createAnalyticsRoutes(auth: AuthContext) {
  const limit = limitByIp(auth.rateLimit, analyticsPerIp, auth.env.TRUST_PROXY);
  return new Hono<OptionalAuthEnv>()
    .use(privateNoStore)
    .post('/track', limit, optionalAuth(auth), jsonBody(trackRequestSchema), async (c) => {
      const { event, properties, userId } = c.req.valid('json');
      await recordAnalytics(auth, { event, properties, accountId: c.var.user?.id, statedUserId: userId });
      return c.body(null, 204);
    })
    .post('/identify', limit, optionalAuth(auth), jsonBody(identifyRequestSchema), async (c) => {
      const { properties, userId } = c.req.valid('json');
      await recordAnalytics(auth, { properties, accountId: c.var.user?.id, statedUserId: userId });
      return c.body(null, 204);
    });
}
