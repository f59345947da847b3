import { randomUUID } from 'node:crypto';
import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { DomainError } from '../domain-error';
import { applyProviderSubscription } from './apply-provider-subscription';
import type { BillingContext } from './billing-context';
import type { ProviderSubscription } from './billing-provider';
import { memberBilling } from './member-billing';
import type { LiveSubscription } from './subscription-state';

/** The member's running subscription, at this instance's provider (409 without one). */
export async function requireRunningSubscription(
  ctx: BillingContext,
  userId: string,
): Promise<LiveSubscription> {
  const { subscription } = await memberBilling(ctx, userId);
  if (subscription === null)
    throw new DomainError('conflict', billingMessages.noSubscription, billingErrorCodes.conflict);
  if (subscription.provider !== ctx.provider.name) {
    throw new DomainError('conflict', billingMessages.otherProvider, billingErrorCodes.conflict);
  }
  return subscription;
}

/**
 * Applies what the provider answered to a change at once, so the member sees it without waiting
 * for the provider's event; that event is then applied or found stale by its observedAt,
 * whichever arrives first.
 */
export async function applyProviderAnswer(
  ctx: BillingContext,
  action: string,
  snapshot: ProviderSubscription,
): Promise<void> {
  await applyProviderSubscription(
    ctx,
    { provider: snapshot.provider, eventId: `call_${randomUUID()}`, type: `api.${action}` },
    snapshot,
  );
}
