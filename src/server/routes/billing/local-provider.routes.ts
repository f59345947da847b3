import { Hono } from 'hono';
import { localPayRequestSchema } from '../../../shared/billing/local-provider';
import type { AppEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import { readLocalCheckout } from '../../services/billing/local/local-checkout';
import { payLocalCheckout } from '../../services/billing/local/local-pay';
import { readLocalPortal, setLocalPortalCancel } from '../../services/billing/local/local-portal';
import type { DbAndClock } from '../../services/db-and-clock';

/**
 * /api/billing/local: the API of the local test-mode provider's hosted pages (mounted only while
 * it is the provider). No sign-in: the session id in the path is the capability, as a Stripe
 * Checkout URL is (src/shared/billing/local-provider.ts).
 */
export function createLocalProviderRoutes(deps: DbAndClock) {
  return new Hono<AppEnv>()
    .use(privateNoStore)
    .get('/checkout/:sessionId', async (c) => c.json(await readLocalCheckout(deps, c.req.param('sessionId'))))
    .post('/checkout/:sessionId/pay', jsonBody(localPayRequestSchema), async (c) =>
      c.json(await payLocalCheckout(deps, c.req.param('sessionId'), c.req.valid('json').cardNumber)),
    )
    .get('/portal/:sessionId', async (c) => c.json(await readLocalPortal(deps, c.req.param('sessionId'))))
    .post('/portal/:sessionId/cancel', async (c) =>
      c.json(await setLocalPortalCancel(deps, c.req.param('sessionId'), true)),
    )
    .post('/portal/:sessionId/resume', async (c) =>
      c.json(await setLocalPortalCancel(deps, c.req.param('sessionId'), false)),
    );
}
