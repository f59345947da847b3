import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/toast/toaster';
import type { Plan } from '../../../shared/billing/plans';
import { useStartTrial } from '../api/start-trial';

/** Starts the member's one free trial of a plan; `onFailure` gets 'Failed to create free trial'. */
export function useTrial(onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const trial = useStartTrial();
  const start = (plan: Pick<Plan, 'id' | 'name'>) => {
    if (trial.isPending) return;
    trial.mutate(
      { planId: plan.id },
      {
        onSuccess: () => toaster.success({ title: t('billing.trial.started', { plan: plan.name }) }),
        onError: () => onFailure(t('billing.trial.failed')),
      },
    );
  };
  return { start, busyPlanId: trial.isPending ? trial.variables?.planId : undefined };
}
