import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { fromDbBoolean } from '../../../db/column-types';
import type { PlanRow } from '../../../db/repositories/plans-repository';

/** A plan as the console shows it (and the audit log keeps it, without `subscribers`). */
export type PlanSnapshot = Omit<AdminPlan, 'subscribers' | 'isFreePlan'>;

export function planSnapshot(row: PlanRow): PlanSnapshot {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tier: row.tier,
    monthlyPriceCents: row.monthly_price_cents,
    yearlyPriceCents: row.yearly_price_cents,
    stripeMonthlyPriceId: row.stripe_monthly_price_id,
    stripeYearlyPriceId: row.stripe_yearly_price_id,
    features: row.features === '' ? [] : row.features.split('\n'),
    active: fromDbBoolean(row.active),
    sortOrder: row.sort_order,
  };
}

export function presentAdminPlan(row: PlanRow, subscribers: number): AdminPlan {
  return { ...planSnapshot(row), subscribers, isFreePlan: row.tier === 'free' };
}
