import { SelectField } from '../../../../components/form/select-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { AdminFreeTrial, AdminPlan, UpdateFreeTrialRequest } from '../../../../shared/admin/plans-admin';
import { useCreateFreeTrial, useUpdateFreeTrial } from '../api/save-free-trial';

interface FreeTrialDialogProps {
  /** The offer to edit; null creates one. */
  trial: AdminFreeTrial | null;
  /** The plans a new offer may be for: those without one. */
  plans: AdminPlan[];
  onClose: () => void;
}

const MAX_DAYS = 365;

function parseDays(text: string): number | null {
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

/**
 * Create or edit one free trial offer (spec §3: a plan and its length in days). Editing sends
 * only what changed, and nothing at all says 'No changes to update'.
 */
export function FreeTrialDialog({ trial, plans, onClose }: FreeTrialDialogProps) {
  const { t } = useTranslation();
  const create = useCreateFreeTrial();
  const update = useUpdateFreeTrial();
  const [plan, setPlan] = useState(trial?.planId ?? plans[0]?.id ?? '');
  const [days, setDays] = useState(trial ? String(trial.durationDays) : '14');
  const [active, setActive] = useState(trial?.active ?? true);
  const [daysError, setDaysError] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const pending = create.isPending || update.isPending;

  const done = (key: 'adminPlans.trials.created' | 'adminPlans.trials.updated') => () => {
    toaster.success({ title: t(key) });
    onClose();
  };
  const failed =
    (key: 'adminPlans.trials.createFailed' | 'adminPlans.trials.updateFailed') => (error: unknown) =>
      setMessage({ tone: 'error', text: serverMessageOr(error, t(key)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const durationDays = parseDays(days);
    setDaysError(durationDays === null);
    setMessage(null);
    if (durationDays === null) return;
    if (!trial) {
      create.mutate(
        { planId: plan, durationDays, active },
        { onSuccess: done('adminPlans.trials.created'), onError: failed('adminPlans.trials.createFailed') },
      );
      return;
    }
    const changes: UpdateFreeTrialRequest = {
      ...(durationDays === trial.durationDays ? {} : { durationDays }),
      ...(active === trial.active ? {} : { active }),
    };
    if (Object.keys(changes).length === 0) {
      setMessage({ tone: 'info', text: t('adminPlans.noChanges') });
      return;
    }
    update.mutate(
      { id: trial.id, changes },
      { onSuccess: done('adminPlans.trials.updated'), onError: failed('adminPlans.trials.updateFailed') },
    );
  };

  return (
    <FormDialog
      testId="free-trial-dialog"
      title={trial ? t('adminPlans.trials.form.editTitle') : t('adminPlans.trials.form.createTitle')}
      description={t('adminPlans.trials.intro')}
      width="md"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t('adminPlans.trials.form.plan')}
          name="planId"
          value={plan}
          disabled={trial !== null}
          options={
            trial
              ? [{ value: trial.planId, label: trial.planName }]
              : plans.map((option) => ({ value: option.id, label: option.name }))
          }
          onChange={setPlan}
        />
        <TextField
          label={t('adminPlans.trials.form.durationDays')}
          name="durationDays"
          inputMode="numeric"
          autoComplete="off"
          value={days}
          error={daysError ? t('adminPlans.trials.form.durationInvalid') : null}
          onChange={(event) => setDays(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="active"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            className="focus-ring size-4"
          />
          {t('adminPlans.trials.form.active')}
        </label>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminPlans.form.cancel')}
          submitLabel={
            pending
              ? t('adminPlans.form.saving')
              : trial
                ? t('adminPlans.form.save')
                : t('adminPlans.trials.form.create')
          }
          submitDisabled={pending || plan === ''}
        />
      </form>
    </FormDialog>
  );
}
