import type { Kysely } from 'kysely';
import { yearlySavingPercent, type PlansResponse } from '../../../shared/billing/plans';
import { listActivePlansWithTrials } from '../../db/repositories/plans-repository';
import type { DB } from '../../db/schema';

/** `GET /api/plans`: the active plans in order, with their yearly saving and trial length. */
export async function presentPlans(db: Kysely<DB>): Promise<PlansResponse> {
  const rows = await listActivePlansWithTrials(db);
  return {
    plans: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      tier: row.tier,
      monthlyPriceCents: row.monthly_price_cents,
      yearlyPriceCents: row.yearly_price_cents,
      yearlySavingPercent: yearlySavingPercent(row.monthly_price_cents, row.yearly_price_cents),
      features: row.features
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      trialDays: row.trial_days,
    })),
  };
}
