import { Hono, type MiddlewareHandler } from 'hono';
import {
  cancelRequestSchema,
  changePlanRequestSchema,
  checkoutRequestSchema,
  trialRequestSchema,
  type CancelRequest,
} from '../../../shared/billing/subscription';
import type { AppEnv, AuthedEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import type { BillingContext } from '../../services/billing/billing-context';
import { cancelSubscription, resumeSubscription } from '../../services/billing/cancel-subscription';
import { changePlan } from '../../services/billing/change-plan';
import { openPortal } from '../../services/billing/open-portal';
import { presentSubscription } from '../../services/billing/present-subscription';
import { startCheckout } from '../../services/billing/start-checkout';
import { startTrial } from '../../services/billing/start-trial';

/**
 * /api/billing: the member's own subscription, checkout, portal, cancel, resume, plan changes
 * and free trial. Every route acts on the signed-in member only; changing a running plan and
 * cancelling at once need the 'financial' step-up. Routes that change something answer the new
 * subscription state.
 */
export function createBillingRoutes(ctx: BillingContext) {
  const member = ctx.requireMember;
  const financial = ctx.requireFinancialStepUp;
  const state = (userId: string) => presentSubscription(ctx, ctx.provider, userId);
  // Cancelling at period end can be undone until then; cancelling now cannot, so it asks first.
  const financialWhenNow: MiddlewareHandler<AuthedEnv, string, { out: { json: CancelRequest } }> = async (
    c,
    next,
  ) => (c.req.valid('json').when === 'now' ? financial(c, next) : next());
  return new Hono<AppEnv>()
    .use(privateNoStore)
    .get('/subscription', member, async (c) => c.json(await state(c.var.user.id)))
    .post('/checkout', member, jsonBody(checkoutRequestSchema), async (c) =>
      c.json(await startCheckout(ctx, c.var.user, c.req.valid('json'))),
    )
    .post('/portal', member, async (c) => c.json(await openPortal(ctx, c.var.user.id)))
    .post('/cancel', member, jsonBody(cancelRequestSchema), financialWhenNow, async (c) => {
      await cancelSubscription(ctx, c.var.user.id, c.req.valid('json').when);
      return c.json(await state(c.var.user.id));
    })
    .post('/resume', member, async (c) => {
      await resumeSubscription(ctx, c.var.user.id);
      return c.json(await state(c.var.user.id));
    })
    .post('/change-plan', member, jsonBody(changePlanRequestSchema), financial, async (c) => {
      await changePlan(ctx, c.var.user.id, c.req.valid('json'));
      return c.json(await state(c.var.user.id));
    })
    .post('/trial', member, jsonBody(trialRequestSchema), async (c) => {
      await startTrial(ctx, c.var.user.id, c.req.valid('json').planId);
      return c.json(await state(c.var.user.id));
    });
}
