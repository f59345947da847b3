import type { Plan } from '../../../shared/billing/plans';

/** A plan with a free trial: its trialDays is a number of days. */
export function offersTrial(plan: Plan): plan is Plan & { trialDays: number } {
  return plan.trialDays !== null;
}
