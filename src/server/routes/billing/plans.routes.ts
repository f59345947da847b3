import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';
import type { BillingContext } from '../../services/billing/billing-context';
import { presentPlans } from '../../services/billing/present-plans';

/** /api/plans: the pricing table, public (the same for everyone, so shared caches may keep it briefly). */
export function createPlansRoutes(ctx: BillingContext) {
  return new Hono<AppEnv>()
    .use(cacheControl('public, max-age=60'))
    .get('/', async (c) => c.json(await presentPlans(ctx.db)));
}
