import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import type { RedirectResponse } from '../../../shared/billing/subscription';
import { findCustomerId } from '../../db/repositories/billing-records-repository';
import { DomainError } from '../domain-error';
import type { BillingContext } from './billing-context';
import { billingSessionRule } from './billing-rate-limits';
import { billingReturnUrls } from './billing-urls';

/** `POST /api/billing/portal`: the provider's customer portal for the member's own customer. */
export async function openPortal(ctx: BillingContext, userId: string): Promise<RedirectResponse> {
  const customerId = await findCustomerId(ctx.db, userId, ctx.provider.name);
  if (customerId === undefined)
    throw new DomainError('conflict', billingMessages.noCustomer, billingErrorCodes.noCustomer);
  await ctx.rateLimit(billingSessionRule, userId);
  return ctx.provider.createPortal({
    customerId,
    returnUrl: billingReturnUrls(ctx.env.APP_URL).portalReturn,
  });
}
