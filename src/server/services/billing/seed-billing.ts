import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import { insertTrialOfferIfMissing } from '../../db/repositories/free-trials-repository';
import { insertPlanIfMissing } from '../../db/repositories/plans-repository';
import { getSetting, setSetting } from '../../db/repositories/settings-repository';
import type { DB } from '../../db/schema';
import { seedPlans, seedTrialOffer } from './seed-plan-catalog';

/** Bump when the catalogue gains plans or offers: a database seeded at an older version receives them. */
export const BILLING_SEED_VERSION = '1';
const versionKey = 'billing.seed_version';

/**
 * Stores the original plans and trial offer once. Rows are inserted when missing and never
 * updated, and the finished version is recorded, so an admin's later edits (prices, price ids,
 * features, a deactivated or deleted plan) survive every restart.
 */
export async function seedBilling(db: Kysely<DB>): Promise<void> {
  if ((await getSetting(db, versionKey)) === BILLING_SEED_VERSION) return;
  await db.transaction().execute(async (trx) => {
    const time = nowMs();
    for (const [index, plan] of seedPlans.entries()) {
      await insertPlanIfMissing(trx, {
        id: plan.id,
        name: plan.name,
        description: plan.description,
        tier: plan.tier,
        monthly_price_cents: plan.monthlyPriceCents,
        yearly_price_cents: plan.yearlyPriceCents,
        stripe_monthly_price_id: null,
        stripe_yearly_price_id: null,
        features: plan.features.join('\n'),
        active: 1,
        sort_order: (index + 1) * 10,
        created_at: time,
        updated_at: time,
      });
    }
    await insertTrialOfferIfMissing(trx, {
      id: seedTrialOffer.id,
      plan_id: seedTrialOffer.planId,
      duration_days: seedTrialOffer.durationDays,
      active: 1,
      created_at: time,
      updated_at: time,
    });
    await setSetting(trx, versionKey, BILLING_SEED_VERSION);
  });
}
