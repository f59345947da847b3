import { z } from 'zod/mini';

/** The plan tiers of spec §1, cheapest first. */
export const planTiers = ['free', 'premium', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof planTiers)[number];

/** A tier's place in `planTiers`: moving to a lower rank is a downgrade. */
export function tierRank(tier: PlanTier): number {
  return planTiers.indexOf(tier);
}

/** Billing cycles (spec §1); `/subscribe?plan=` accepts exactly these. */
export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/**
 * What a year costs less than twelve months, in whole percent (rounded half up); 0 for a free
 * plan or a yearly price that saves nothing. Premium saves 20% and Pro 44% (spec §9).
 */
export function yearlySavingPercent(monthlyPriceCents: number, yearlyPriceCents: number): number {
  const twelveMonths = 12 * monthlyPriceCents;
  if (twelveMonths <= 0 || yearlyPriceCents >= twelveMonths) return 0;
  return Math.round(((twelveMonths - yearlyPriceCents) * 100) / twelveMonths);
}

/** One plan as `GET /api/plans` answers it (active plans only, in their sort order). */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.enum(planTiers),
  /** US dollars in integer cents. */
  monthlyPriceCents: z.int().check(z.nonnegative()),
  yearlyPriceCents: z.int().check(z.nonnegative()),
  yearlySavingPercent: z.int().check(z.minimum(0), z.maximum(100)),
  /** One feature per entry (stored one per line). */
  features: z.array(z.string()),
  /** Days of the plan's free trial, or null when it offers none. */
  trialDays: z.nullable(z.int().check(z.positive())),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The cycle of `/subscribe?plan=…`: monthly or yearly, anything else undefined (spec §2, §5). */
export function parseCycleParam(value: string | null | undefined): BillingCycle | undefined {
  return value === 'monthly' || value === 'yearly' ? value : undefined;
}
