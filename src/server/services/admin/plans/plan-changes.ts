import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { updatePlanRequestSchema } from '../../../../shared/admin/plans-admin';
import { toDbBoolean } from '../../../db/column-types';
import type { PlanRow } from '../../../db/repositories/plans-repository';
import type { PlansTable } from '../../../db/schema';

export type PlanUpdate = z.output<typeof updatePlanRequestSchema>;
export type PlanChanges = Updateable<PlansTable>;

/** The given fields that differ from the stored plan, as columns. */
export function planChanges(current: PlanRow, input: PlanUpdate): PlanChanges {
  const wanted: PlanChanges = {
    name: input.name,
    description: input.description,
    tier: input.tier,
    monthly_price_cents: input.monthlyPriceCents,
    yearly_price_cents: input.yearlyPriceCents,
    stripe_monthly_price_id: input.stripeMonthlyPriceId,
    stripe_yearly_price_id: input.stripeYearlyPriceId,
    features: input.features?.join('\n'),
    active: input.active === undefined ? undefined : toDbBoolean(input.active),
    sort_order: input.sortOrder,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([column, value]) => value !== undefined && value !== current[column as keyof PlanRow],
    ),
  );
}

/** Columns whose change moves money: a price, or the provider price a checkout charges. */
const financialColumns = [
  'monthly_price_cents',
  'yearly_price_cents',
  'stripe_monthly_price_id',
  'stripe_yearly_price_id',
] as const satisfies readonly (keyof PlansTable)[];

export function changesMoney(changes: PlanChanges): boolean {
  return financialColumns.some((column) => changes[column] !== undefined);
}
