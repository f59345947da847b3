import {
  createPlanRequestSchema,
  type AdminPlan,
  type CreatePlanRequest,
  type UpdatePlanRequest,
} from '../../../../shared/admin/plans-admin';
import type { PlanTier } from '../../../../shared/billing/plans';
import { centsToDollarsText, parseDollars } from './dollars';

/** The plan dialog's fields as typed: prices in dollars, features one per line. */
export interface PlanFormValues {
  name: string;
  description: string;
  tier: PlanTier;
  monthlyPrice: string;
  yearlyPrice: string;
  stripeMonthlyPriceId: string;
  stripeYearlyPriceId: string;
  features: string;
  active: boolean;
  sortOrder: string;
}

export type PlanTextField = Exclude<keyof PlanFormValues, 'tier' | 'active'>;

/** What can be wrong with a field, as a translation key. */
export type PlanFormProblem =
  'adminPlans.form.nameRequired' | 'adminPlans.form.priceInvalid' | 'adminPlans.form.invalid';

export type PlanFormErrors = Partial<Record<PlanTextField, PlanFormProblem>>;

export type PlanFormResult<Request> = { ok: true; request: Request } | { ok: false; errors: PlanFormErrors };

export const emptyPlanForm: PlanFormValues = {
  name: '',
  description: '',
  tier: 'premium',
  monthlyPrice: '',
  yearlyPrice: '',
  stripeMonthlyPriceId: '',
  stripeYearlyPriceId: '',
  features: '',
  active: true,
  sortOrder: '0',
};

export function planFormFrom(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    tier: plan.tier,
    monthlyPrice: centsToDollarsText(plan.monthlyPriceCents),
    yearlyPrice: centsToDollarsText(plan.yearlyPriceCents),
    stripeMonthlyPriceId: plan.stripeMonthlyPriceId ?? '',
    stripeYearlyPriceId: plan.stripeYearlyPriceId ?? '',
    features: plan.features.join('\n'),
    active: plan.active,
    sortOrder: String(plan.sortOrder),
  };
}

/** Which form field a request field comes from, for the contract schema's problems. */
const fieldOf: Record<keyof CreatePlanRequest, PlanTextField | null> = {
  name: 'name',
  description: 'description',
  tier: null,
  monthlyPriceCents: 'monthlyPrice',
  yearlyPriceCents: 'yearlyPrice',
  stripeMonthlyPriceId: 'stripeMonthlyPriceId',
  stripeYearlyPriceId: 'stripeYearlyPriceId',
  features: 'features',
  active: null,
  sortOrder: 'sortOrder',
};

const problemOf = (field: PlanTextField): PlanFormProblem =>
  field === 'name'
    ? 'adminPlans.form.nameRequired'
    : field === 'monthlyPrice' || field === 'yearlyPrice'
      ? 'adminPlans.form.priceInvalid'
      : 'adminPlans.form.invalid';

/** The whole plan from the form, checked with the API contract's own schema. */
export function toPlanRequest(values: PlanFormValues): PlanFormResult<Required<CreatePlanRequest>> {
  const sortOrder = values.sortOrder.trim();
  const request = {
    name: values.name.trim(),
    description: values.description.trim(),
    tier: values.tier,
    // NaN fails the schema and is reported on its field, like any other bad value.
    monthlyPriceCents: parseDollars(values.monthlyPrice) ?? Number.NaN,
    yearlyPriceCents: parseDollars(values.yearlyPrice) ?? Number.NaN,
    stripeMonthlyPriceId: values.stripeMonthlyPriceId.trim() || null,
    stripeYearlyPriceId: values.stripeYearlyPriceId.trim() || null,
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    active: values.active,
    sortOrder: /^\d+$/.test(sortOrder) ? Number(sortOrder) : Number.NaN,
  };
  const parsed = createPlanRequestSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const errors: PlanFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf[issue.path[0] as keyof CreatePlanRequest];
    if (field) errors[field] ??= problemOf(field);
  }
  return { ok: false, errors };
}

/** Only what differs from the plan: an empty request means 'No changes to update'. */
export function toPlanChanges(plan: AdminPlan, values: PlanFormValues): PlanFormResult<UpdatePlanRequest> {
  const result = toPlanRequest(values);
  if (!result.ok) return result;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result.request)) {
    const current = plan[key as keyof CreatePlanRequest];
    if (JSON.stringify(value) !== JSON.stringify(current)) changes[key] = value;
  }
  return { ok: true, request: changes as UpdatePlanRequest };
}
