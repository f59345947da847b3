import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import type { CheckoutRequest, RedirectResponse } from '../../../shared/billing/subscription';
import { findCustomerId } from '../../db/repositories/billing-records-repository';
import { findSubscription } from '../../db/repositories/subscriptions-repository';
import { DomainError } from '../domain-error';
import type { AuthUser } from '../../http/app-env';
import type { BillingContext } from './billing-context';
import { billingSessionRule } from './billing-rate-limits';
import { billingReturnUrls } from './billing-urls';
import { memberBilling } from './member-billing';
import { providerPriceId, requirePaidPlan } from './require-plan';

/**
 * `POST /api/billing/checkout`: the provider's hosted checkout for a paid plan and cycle. A
 * member whose subscription still runs changes its plan instead (409); one on a trial may
 * subscribe at any time. Payment is confirmed on the provider's page, so no step-up here.
 */
export async function startCheckout(
  ctx: BillingContext,
  user: AuthUser,
  request: CheckoutRequest,
): Promise<RedirectResponse> {
  const plan = await requirePaidPlan(ctx.db, request.planId, billingMessages.freePlanCheckout);
  const priceId = providerPriceId(ctx.provider, plan, request.cycle);
  if ((await memberBilling(ctx, user.id)).subscription !== null) {
    throw new DomainError('conflict', billingMessages.alreadySubscribed, billingErrorCodes.conflict);
  }
  // Past its grace the member is Free, but the provider may still retry the card: a second
  // subscription would then be charged too. It is settled (paid or cancelled) in the portal first.
  if ((await findSubscription(ctx.db, user.id))?.status === 'past_due') {
    throw new DomainError('conflict', billingMessages.unsettledSubscription, billingErrorCodes.conflict);
  }
  await ctx.rateLimit(billingSessionRule, user.id);
  const urls = billingReturnUrls(ctx.env.APP_URL);
  return ctx.provider.createCheckout({
    user: { id: user.id, email: user.email },
    planId: plan.id,
    cycle: request.cycle,
    priceId,
    customerId: (await findCustomerId(ctx.db, user.id, ctx.provider.name)) ?? null,
    successUrl: urls.success,
    cancelUrl: urls.cancel,
  });
}
