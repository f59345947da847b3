import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { AdminFreeTrial, AdminPlan } from '../../../../shared/admin/plans-admin';
import { useDeleteFreeTrial } from '../api/delete-free-trial';
import { useFreeTrials } from '../api/list-free-trials';
import { FreeTrialDialog } from './free-trial-dialog';

type Editing = { trial: AdminFreeTrial | null } | null;

/** The free trial offers: one per plan, listed with create, edit and delete. */
export function FreeTrialsSection({ plans }: { plans: AdminPlan[] }) {
  const { t } = useTranslation();
  const trials = useFreeTrials();
  const remove = useDeleteFreeTrial();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFreeTrial | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offered = new Set(trials.data?.map((trial) => trial.planId));
  const plansWithoutTrial = plans.filter((plan) => !offered.has(plan.id) && !plan.isFreePlan);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('adminPlans.trials.deleted') }),
      onError: (error) => setFailure(serverMessageOr(error, t('adminPlans.trials.deleteFailed'))),
    });
  };

  return (
    <section aria-labelledby="free-trials-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="free-trials-title" className="font-serif text-2xl tracking-tight">
            {t('adminPlans.trials.title')}
          </h2>
          <p className="text-sm text-muted">{t('adminPlans.trials.intro')}</p>
        </div>
        <button
          type="button"
          className="button-quiet"
          disabled={plansWithoutTrial.length === 0}
          onClick={() => setEditing({ trial: null })}
        >
          {t('adminPlans.trials.create')}
        </button>
      </div>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {trials.isError ? (
        <FormMessage tone="error">{t('adminPlans.trials.fetchFailed')}</FormMessage>
      ) : trials.isPending ? (
        <p className="text-muted">{t('adminPlans.trials.loading')}</p>
      ) : trials.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-muted">
          {t('adminPlans.trials.empty')}
        </p>
      ) : (
        <div className="scroll-shadows relative overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[36rem] text-start text-sm" data-testid="free-trials-table">
            <caption className="sr-only">{t('adminPlans.trials.title')}</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('adminPlans.trials.columns.plan')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('adminPlans.trials.columns.duration')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('adminPlans.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('adminPlans.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {trials.data.map((trial) => (
                <tr key={trial.id} className="border-t border-line">
                  <td className="px-4 py-3 font-medium">{trial.planName}</td>
                  <td className="px-4 py-3">{t('adminPlans.trials.days', { count: trial.durationDays })}</td>
                  <td className="px-4 py-3">
                    {trial.active ? t('adminPlans.active') : t('adminPlans.inactive')}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <button
                        type="button"
                        className="button-quiet"
                        aria-label={t('adminPlans.trials.editTrial', { plan: trial.planName })}
                        onClick={() => setEditing({ trial })}
                      >
                        {t('adminPlans.edit')}
                      </button>
                      <button
                        type="button"
                        className="button-quiet text-red-700 dark:text-red-300"
                        aria-label={t('adminPlans.trials.deleteTrial', { plan: trial.planName })}
                        onClick={() => setDeleting(trial)}
                      >
                        {t('adminPlans.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <FreeTrialDialog trial={editing.trial} plans={plansWithoutTrial} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminPlans.trials.deleteTitle')}
        description={t('adminPlans.trials.deleteBody', { plan: deleting?.planName ?? '' })}
        confirmLabel={t('adminPlans.trials.deleteConfirm')}
        cancelLabel={t('adminPlans.form.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
