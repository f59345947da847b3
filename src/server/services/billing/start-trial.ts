import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { findActiveTrialOffer } from '../../db/repositories/free-trials-repository';
import { insertMemberTrial } from '../../db/repositories/member-trials-repository';
import { DomainError } from '../domain-error';
import type { BillingContext } from './billing-context';
import { memberBilling } from './member-billing';
import { requireActivePlan } from './require-plan';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `POST /api/billing/trial`: the member's one free trial of a plan that offers one. One per
 * account for life is the database's rule (member_trials' primary key), so two requests at once
 * cannot both start one.
 */
export async function startTrial(ctx: BillingContext, userId: string, planId: string): Promise<void> {
  const plan = await requireActivePlan(ctx.db, planId);
  const offer = await findActiveTrialOffer(ctx.db, plan.id);
  if (!offer) throw new DomainError('invalid', billingMessages.noTrial, billingErrorCodes.validationFailed);
  if ((await memberBilling(ctx, userId)).subscription !== null) {
    throw new DomainError('conflict', billingMessages.trialWhileSubscribed, billingErrorCodes.conflict);
  }
  const now = ctx.clock.nowMs();
  const started = await insertMemberTrial(ctx.db, {
    user_id: userId,
    plan_id: plan.id,
    started_at: now,
    ends_at: now + offer.duration_days * dayMs,
  });
  if (!started) throw new DomainError('conflict', billingMessages.trialUsed, billingErrorCodes.trialUsed);
}
