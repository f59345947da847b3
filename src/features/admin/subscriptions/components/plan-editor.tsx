import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { hasApiErrorCode, serverMessageOr } from '../../../../lib/api/api-error';
import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { escalationRequiredCode } from '../../../../shared/auth/escalation';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import {
  toPlanChanges,
  toPlanRequest,
  type PlanFormErrors,
  type PlanFormResult,
  type PlanFormValues,
} from '../utils/plan-form';
import { PlanFormDialog } from './plan-form-dialog';

interface PlanEditorProps {
  /** The plan to edit; null creates one. */
  plan: AdminPlan | null;
  onClose: () => void;
}

/**
 * Saves the dialog's form: a new plan, or only the changed fields of one ('No changes to update'
 * without a request when nothing changed). A price change meets the password step-up on the way
 * (fetchWithAuth and the step-up provider); a step-up cancelled says nothing.
 */
export function PlanEditor({ plan, onClose }: PlanEditorProps) {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const failed = (fallbackKey: 'adminPlans.createFailed' | 'adminPlans.updateFailed') => (error: unknown) => {
    if (hasApiErrorCode(error, escalationRequiredCode)) return;
    setMessage({ tone: 'error', text: serverMessageOr(error, t(fallbackKey)) });
  };
  const saved = (titleKey: 'adminPlans.created' | 'adminPlans.updated') => () => {
    toaster.success({ title: t(titleKey) });
    onClose();
  };

  /** Shows the field problems, or clears them and the message; true when the form is usable. */
  const accept = <Request,>(
    result: PlanFormResult<Request>,
  ): result is Extract<PlanFormResult<Request>, { ok: true }> => {
    setErrors(result.ok ? {} : result.errors);
    setMessage(null);
    return result.ok;
  };

  const submit = (values: PlanFormValues) => {
    if (!plan) {
      const result = toPlanRequest(values);
      if (!accept(result)) return;
      create.mutate(result.request, {
        onSuccess: saved('adminPlans.created'),
        onError: failed('adminPlans.createFailed'),
      });
      return;
    }
    const result = toPlanChanges(plan, values);
    if (!accept(result)) return;
    if (Object.keys(result.request).length === 0) {
      setMessage({ tone: 'info', text: t('adminPlans.noChanges') });
      return;
    }
    update.mutate(
      { id: plan.id, changes: result.request },
      { onSuccess: saved('adminPlans.updated'), onError: failed('adminPlans.updateFailed') },
    );
  };

  return (
    <PlanFormDialog
      plan={plan}
      pending={create.isPending || update.isPending}
      message={message}
      errors={errors}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
