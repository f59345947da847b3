import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { tierRank } from '../../../shared/billing/plans';
import type { ChangePlanRequest } from '../../../shared/billing/subscription';
import { findPlan } from '../../db/repositories/plans-repository';
import { DomainError } from '../domain-error';
import type { BillingContext } from './billing-context';
import { providerPriceId, requirePaidPlan } from './require-plan';
import { applyProviderAnswer, requireRunningSubscription } from './running-subscription';

/**
 * `POST /api/billing/change-plan` (after the financial step-up). To a lower tier on the same
 * cycle: the price changes without proration and the member keeps the plan paid for until the
 * period ends. To a lower tier on another cycle: refused, because a provider restarts the period
 * when the interval changes and would charge the lower plan at once on top of the period already
 * paid. Back to the paid-for plan while a downgrade waits: nothing more to pay. Otherwise (a
 * higher tier, or another cycle): effective now, the provider charging the prorated difference
 * from the plan paid for, so a waiting downgrade is undone first.
 */
export async function changePlan(ctx: BillingContext, userId: string, request: ChangePlanRequest) {
  const plan = await requirePaidPlan(ctx.db, request.planId, billingMessages.freePlanChange);
  const priceId = providerPriceId(ctx.provider, plan, request.cycle);
  const running = await requireRunningSubscription(ctx, userId);
  if (plan.id === running.planId && request.cycle === running.cycle) {
    throw new DomainError('conflict', billingMessages.samePlan, billingErrorCodes.conflict);
  }
  const paidFor = await findPlan(ctx.db, running.accessPlanId);
  const downgrade = paidFor !== undefined && tierRank(plan.tier) < tierRank(paidFor.tier);
  if (downgrade && request.cycle !== running.accessCycle) {
    throw new DomainError('conflict', billingMessages.downgradeAcrossCycles, billingErrorCodes.conflict);
  }
  const backToPaidFor = plan.id === running.accessPlanId && request.cycle === running.accessCycle;
  const downgradeWaits = running.planId !== running.accessPlanId || running.cycle !== running.accessCycle;
  if (paidFor && downgradeWaits && !downgrade && !backToPaidFor) {
    // Undo the waiting downgrade without proration, so the upgrade is prorated from what was paid.
    await ctx.provider.changePrice(running.subscriptionId, {
      planId: paidFor.id,
      cycle: running.accessCycle,
      priceId: providerPriceId(ctx.provider, paidFor, running.accessCycle),
      prorate: false,
    });
  }
  const snapshot = await ctx.provider.changePrice(running.subscriptionId, {
    planId: plan.id,
    cycle: request.cycle,
    priceId,
    prorate: !downgrade && !backToPaidFor,
  });
  await applyProviderAnswer(ctx, 'change_plan', snapshot);
}
