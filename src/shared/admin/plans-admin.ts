import { z } from 'zod';
import { planTiers } from '../billing/plans';

/**
 * The console's plans and free trials API (`/api/admin/plans`, `/api/admin/free-trials`; admin or
 * editor, spec §2). Prices are US cents; a change of a price or a provider price id needs the
 * 'financial' step-up (a password, spec §4). Activating and deactivating is a PATCH of `active`.
 */

/** One plan as the console lists it: active or not, with who holds it now. */
export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.enum(planTiers),
  monthlyPriceCents: z.number().int().nonnegative(),
  yearlyPriceCents: z.number().int().nonnegative(),
  stripeMonthlyPriceId: z.string().nullable(),
  stripeYearlyPriceId: z.string().nullable(),
  features: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Members with a running subscription or a live free trial of this plan. */
  subscribers: z.number().int().nonnegative(),
  /** The one Free-tier plan, which members fall back to: never deleted nor deactivated. */
  isFreePlan: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlansResponseSchema = z.object({ plans: z.array(adminPlanSchema) });
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;

/** $100,000: far above any real plan, low enough that a typo of zeros is caught. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_FEATURES = 30;

const name = z.string().trim().min(1, 'Name is required').max(100);
const description = z.string().trim().max(1000);
const priceCents = z.number().int().min(0).max(MAX_PRICE_CENTS);
/** A provider price id (e.g. Stripe's `price_…`); empty means none. */
const priceId = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w-]*$/, 'Use letters, digits, _ and - only')
  .transform((value) => (value === '' ? null : value))
  .nullable();
/** One entry per feature; blank lines are dropped, a line break inside one is refused. */
const features = z
  .array(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[^\r\n]*$/, 'One feature per line'),
  )
  .max(MAX_FEATURES)
  .transform((lines) => lines.filter((line) => line !== ''));
const sortOrder = z.number().int().min(0).max(100_000);

/** `POST /api/admin/plans` */
export const createPlanRequestSchema = z.strictObject({
  name,
  description: description.default(''),
  tier: z.enum(planTiers),
  monthlyPriceCents: priceCents,
  yearlyPriceCents: priceCents,
  stripeMonthlyPriceId: priceId.default(null),
  stripeYearlyPriceId: priceId.default(null),
  features: features.default([]),
  active: z.boolean().default(true),
  sortOrder: sortOrder.default(0),
});
export type CreatePlanRequest = z.input<typeof createPlanRequestSchema>;

/** `PATCH /api/admin/plans/{id}`: any subset; nothing that differs → 400 'No changes to update'. */
export const updatePlanRequestSchema = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  tier: z.enum(planTiers).optional(),
  monthlyPriceCents: priceCents.optional(),
  yearlyPriceCents: priceCents.optional(),
  stripeMonthlyPriceId: priceId.optional(),
  stripeYearlyPriceId: priceId.optional(),
  features: features.optional(),
  active: z.boolean().optional(),
  sortOrder: sortOrder.optional(),
});
export type UpdatePlanRequest = z.input<typeof updatePlanRequestSchema>;

/** The fields whose change needs the 'financial' step-up. */
export const financialPlanFields = [
  'monthlyPriceCents',
  'yearlyPriceCents',
  'stripeMonthlyPriceId',
  'stripeYearlyPriceId',
] as const;

/** One free trial offer (one per plan). */
export const adminFreeTrialSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  durationDays: z.number().int().positive(),
  active: z.boolean(),
});
export type AdminFreeTrial = z.infer<typeof adminFreeTrialSchema>;

export const adminFreeTrialsResponseSchema = z.object({ freeTrials: z.array(adminFreeTrialSchema) });
export type AdminFreeTrialsResponse = z.infer<typeof adminFreeTrialsResponseSchema>;

const durationDays = z.number().int().min(1).max(365);

/** `POST /api/admin/free-trials` */
export const createFreeTrialRequestSchema = z.strictObject({
  planId: z.string().trim().min(1).max(100),
  durationDays,
  active: z.boolean().default(true),
});
export type CreateFreeTrialRequest = z.input<typeof createFreeTrialRequestSchema>;

/** `PATCH /api/admin/free-trials/{id}`: nothing that differs → 400 'No changes to update'. */
export const updateFreeTrialRequestSchema = z.strictObject({
  durationDays: durationDays.optional(),
  active: z.boolean().optional(),
});
export type UpdateFreeTrialRequest = z.input<typeof updateFreeTrialRequestSchema>;

/** Texts and stable codes of this API's errors (`{message, code}`). */
export const plansAdminMessages = {
  planNotFound: 'This plan no longer exists',
  trialNotFound: 'This free trial no longer exists',
  planHasSubscribers:
    'This plan has subscribers (running subscriptions or free trials): deactivate it instead of deleting it',
  freePlanProtected:
    'The Free plan is what members fall back to: it cannot be deleted, deactivated or moved to another tier',
  freePlanExists: 'There is already a Free plan: only one plan can be on the Free tier',
  priceIdTaken: 'This provider price ID is already used by another plan',
  trialExists: 'This plan already has a free trial: edit that one',
  freePlanTrial: 'The Free plan costs nothing: it needs no free trial',
} as const;

export const plansAdminErrorCodes = {
  planNotFound: 'plan_not_found',
  trialNotFound: 'trial_not_found',
  planHasSubscribers: 'plan_has_subscribers',
  freePlanProtected: 'free_plan_protected',
  freePlanExists: 'free_plan_exists',
  priceIdTaken: 'price_id_taken',
  trialExists: 'trial_exists',
  freePlanTrial: 'free_plan_trial',
} as const;
