import type { Kysely } from 'kysely';
import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import type { BillingCycle } from '../../../shared/billing/plans';
import { findPlan, type PlanRow } from '../../db/repositories/plans-repository';
import type { DB } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { BillingProvider } from './billing-provider';

/** The plan a member asked for, if it exists and is offered (400 otherwise). */
export async function requireActivePlan(db: Kysely<DB>, planId: string): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new DomainError('invalid', billingMessages.unknownPlan, billingErrorCodes.unknownPlan);
  if (plan.active !== 1)
    throw new DomainError('invalid', billingMessages.planInactive, billingErrorCodes.planInactive);
  return plan;
}

/** A paid plan to subscribe or move to: the Free plan is had by having none (400 with `freeMessage`). */
export async function requirePaidPlan(db: Kysely<DB>, planId: string, freeMessage: string): Promise<PlanRow> {
  const plan = await requireActivePlan(db, planId);
  if (plan.tier === 'free') throw new DomainError('invalid', freeMessage, billingErrorCodes.validationFailed);
  return plan;
}

/**
 * The plan's price id at the provider for the cycle. Stripe charges by price id, so a plan
 * without one for this cycle is not offered there; the local provider prices by plan id.
 */
export function providerPriceId(
  provider: BillingProvider,
  plan: PlanRow,
  cycle: BillingCycle,
): string | null {
  const priceId = cycle === 'monthly' ? plan.stripe_monthly_price_id : plan.stripe_yearly_price_id;
  if (priceId === null && provider.name !== 'local') {
    throw new DomainError('invalid', billingMessages.planInactive, billingErrorCodes.planInactive);
  }
  return priceId;
}
