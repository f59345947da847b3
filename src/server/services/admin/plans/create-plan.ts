import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminPlan, createPlanRequestSchema } from '../../../../shared/admin/plans-admin';
import { toDbBoolean } from '../../../db/column-types';
import { findFreePlan, insertPlan } from '../../../db/repositories/plans-repository';
import type { AdminChange } from '../admin-change';
import { recordAudit } from '../record-audit';
import { planError, refusingDuplicates } from './plan-errors';
import { planSnapshot, presentAdminPlan } from './present-admin-plan';
import type { DbAndClock } from '../../db-and-clock';

export type NewPlan = z.output<typeof createPlanRequestSchema>;

/**
 * `POST /api/admin/plans`: a new plan (no subscribers yet), recorded in the audit log. There is
 * one Free-tier plan, the one members fall back to, so a second one is refused.
 */
export async function createPlan(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: NewPlan,
): Promise<AdminPlan> {
  const now = clock.nowMs();
  return refusingDuplicates('priceIdTaken', () =>
    db.transaction().execute(async (trx) => {
      if (input.tier === 'free' && (await findFreePlan(trx))) throw planError('freePlanExists');
      const row = await insertPlan(trx, {
        id: randomUUID(),
        name: input.name,
        description: input.description,
        tier: input.tier,
        monthly_price_cents: input.monthlyPriceCents,
        yearly_price_cents: input.yearlyPriceCents,
        stripe_monthly_price_id: input.stripeMonthlyPriceId,
        stripe_yearly_price_id: input.stripeYearlyPriceId,
        features: input.features.join('\n'),
        active: toDbBoolean(input.active),
        sort_order: input.sortOrder,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, clock, {
        actor: change.actor,
        area: 'subscriptions',
        action: 'plan.create',
        targetId: row.id,
        before: null,
        after: planSnapshot(row),
        requestId: change.requestId,
      });
      return presentAdminPlan(row, 0);
    }),
  );
}
