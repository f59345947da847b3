import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import type { CancelRequest } from '../../../shared/billing/subscription';
import { DomainError } from '../domain-error';
import type { BillingContext } from './billing-context';
import { applyProviderAnswer, requireRunningSubscription } from './running-subscription';

/**
 * `POST /api/billing/cancel`: at period end (the recommended way: the member keeps what they paid
 * for, and may resume until then) or now (the route asks for the financial step-up first).
 */
export async function cancelSubscription(ctx: BillingContext, userId: string, when: CancelRequest['when']) {
  const running = await requireRunningSubscription(ctx, userId);
  const snapshot =
    when === 'now'
      ? await ctx.provider.cancelNow(running.subscriptionId)
      : await ctx.provider.setCancelAtPeriodEnd(running.subscriptionId, true);
  await applyProviderAnswer(ctx, when === 'now' ? 'cancel_now' : 'cancel_at_period_end', snapshot);
}

/** `POST /api/billing/resume`: undoes a cancellation at period end while the period runs. */
export async function resumeSubscription(ctx: BillingContext, userId: string) {
  const running = await requireRunningSubscription(ctx, userId);
  if (!running.cancelAtPeriodEnd)
    throw new DomainError('conflict', billingMessages.notCancelled, billingErrorCodes.conflict);
  await applyProviderAnswer(
    ctx,
    'resume',
    await ctx.provider.setCancelAtPeriodEnd(running.subscriptionId, false),
  );
}
