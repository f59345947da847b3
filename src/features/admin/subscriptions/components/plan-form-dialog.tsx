import { SelectField } from '../../../../components/form/select-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { planTiers } from '../../../../shared/billing/plans';
import {
  emptyPlanForm,
  planFormFrom,
  type PlanFormErrors,
  type PlanFormValues,
  type PlanTextField,
} from '../utils/plan-form';

interface PlanFormDialogProps {
  /** The plan being edited; null creates a new one. */
  plan: AdminPlan | null;
  pending: boolean;
  /** A translated message under the fields (a failure, or 'No changes to update'). */
  message: { tone: 'error' | 'info'; text: string } | null;
  errors: PlanFormErrors;
  onSubmit: (values: PlanFormValues) => void;
  onClose: () => void;
}

/** Create or edit one plan: every field of spec §3, prices typed in US dollars. */
export function PlanFormDialog({ plan, pending, message, errors, onSubmit, onClose }: PlanFormDialogProps) {
  const { t } = useTranslation();
  const featuresId = useId();
  const [values, setValues] = useState<PlanFormValues>(() => (plan ? planFormFrom(plan) : emptyPlanForm));
  const editing = plan !== null;

  const field = (name: PlanTextField) => {
    const problem = errors[name];
    return {
      name,
      value: values[name],
      error: problem ? t(problem) : null,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  };
  const featuresProblem = errors.features;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <FormDialog
      testId="plan-form-dialog"
      title={editing ? t('adminPlans.form.editTitle') : t('adminPlans.form.createTitle')}
      description={
        editing ? t('adminPlans.form.editIntro', { name: plan.name }) : t('adminPlans.form.createIntro')
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('adminPlans.form.name')} autoComplete="off" {...field('name')} />
        <TextField label={t('adminPlans.form.description')} autoComplete="off" {...field('description')} />
        <SelectField
          label={t('adminPlans.form.tier')}
          name="tier"
          value={values.tier}
          options={planTiers.map((tier) => ({ value: tier, label: t(`adminPlans.tiers.${tier}`) }))}
          onChange={(tier) => setValues((current) => ({ ...current, tier }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminPlans.form.monthlyPrice')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('adminPlans.form.priceHint')}
            {...field('monthlyPrice')}
          />
          <TextField
            label={t('adminPlans.form.yearlyPrice')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('adminPlans.form.priceHint')}
            {...field('yearlyPrice')}
          />
        </div>
        <TextField
          label={t('adminPlans.form.stripeMonthlyPriceId')}
          autoComplete="off"
          dir="ltr"
          {...field('stripeMonthlyPriceId')}
        />
        <TextField
          label={t('adminPlans.form.stripeYearlyPriceId')}
          autoComplete="off"
          dir="ltr"
          {...field('stripeYearlyPriceId')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={featuresId} className="text-sm font-medium text-fg">
            {t('adminPlans.form.features')}
          </label>
          <textarea
            id={featuresId}
            name="features"
            rows={4}
            value={values.features}
            aria-describedby={`${featuresId}-hint`}
            aria-invalid={featuresProblem ? true : undefined}
            onChange={(event) => setValues((current) => ({ ...current, features: event.target.value }))}
            className="focus-ring rounded-xl border border-line bg-surface px-3.5 py-2 text-fg aria-[invalid=true]:border-red-400"
          />
          <p id={`${featuresId}-hint`} className="text-xs text-muted">
            {featuresProblem ? t(featuresProblem) : t('adminPlans.form.featuresHint')}
          </p>
        </div>
        <TextField
          label={t('adminPlans.form.sortOrder')}
          inputMode="numeric"
          autoComplete="off"
          {...field('sortOrder')}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="active"
            checked={values.active}
            onChange={(event) => setValues((current) => ({ ...current, active: event.target.checked }))}
            className="focus-ring size-4"
          />
          {t('adminPlans.form.active')}
        </label>
        <p className="text-xs text-muted">{t('adminPlans.form.stepUpHint')}</p>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminPlans.form.cancel')}
          submitLabel={
            pending
              ? t('adminPlans.form.saving')
              : editing
                ? t('adminPlans.form.save')
                : t('adminPlans.form.create')
          }
          submitDisabled={pending}
        />
      </form>
    </FormDialog>
  );
}
