import { tierRank, type PlanTier } from '../../../shared/billing/plans';

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'cycle';

/**
 * How a move between plans reads to the member: to a higher tier is an upgrade (it starts now,
 * prorated), to a lower one a downgrade (it starts when the period ends); the same tier on the
 * other cycle is only a change of billing cycle.
 */
export function planChangeKind(from: PlanTier, to: PlanTier): PlanChangeKind {
  const step = tierRank(to) - tierRank(from);
  return step > 0 ? 'upgrade' : step < 0 ? 'downgrade' : 'cycle';
}
