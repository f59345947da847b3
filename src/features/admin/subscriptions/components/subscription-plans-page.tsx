import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { toaster } from '../../../../components/toast/toaster';
import { hasApiErrorCode, serverMessageOr } from '../../../../lib/api/api-error';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { escalationRequiredCode } from '../../../../shared/auth/escalation';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/list-plans';
import { useUpdatePlan } from '../api/update-plan';
import { FreeTrialsSection } from './free-trials-section';
import { PlanEditor } from './plan-editor';
import { PlansTable } from './plans-table';

type Editing = { plan: AdminPlan | null } | null;

/**
 * /manage/subscriptions (admin, editor): Subscription Plans Management. Plans with create, edit,
 * activate/deactivate and delete after confirmation (the server refuses a plan with subscribers),
 * and the free trial offers.
 */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageSubscriptions.title')} · ${t('common.appName')}`);
  const plans = usePlans();
  const toggle = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onToggleActive = (plan: AdminPlan) => {
    setFailure(null);
    toggle.mutate(
      { id: plan.id, changes: { active: !plan.active } },
      {
        onSuccess: (saved) =>
          toaster.success({
            title: t(saved.active ? 'adminPlans.activated' : 'adminPlans.deactivated', { name: saved.name }),
          }),
        onError: (error) => {
          if (!hasApiErrorCode(error, escalationRequiredCode))
            setFailure(serverMessageOr(error, t('adminPlans.updateFailed')));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('adminPlans.deleted', { name }) }),
      onError: (error) => {
        if (!hasApiErrorCode(error, escalationRequiredCode))
          setFailure(serverMessageOr(error, t('adminPlans.deleteFailed')));
      },
    });
  };

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageSubscriptions.title')} body={t('pages.manageSubscriptions.body')}>
        <button type="button" className="button-primary" onClick={() => setEditing({ plan: null })}>
          {t('adminPlans.create')}
        </button>
      </PageHeader>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {plans.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminPlans.fetchFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void plans.refetch()}>
            {t('adminPlans.retry')}
          </button>
        </div>
      ) : plans.isPending ? (
        <p className="text-muted">{t('adminPlans.loading')}</p>
      ) : plans.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
          {t('adminPlans.empty')}
        </p>
      ) : (
        <PlansTable
          plans={plans.data}
          busy={toggle.isPending}
          onEdit={(plan) => setEditing({ plan })}
          onToggleActive={onToggleActive}
          onDelete={(plan) => {
            setFailure(null);
            setDeleting(plan);
          }}
        />
      )}
      <FreeTrialsSection plans={plans.data ?? []} />
      {editing && <PlanEditor plan={editing.plan} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminPlans.deleteTitle')}
        description={t('adminPlans.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('adminPlans.deleteConfirm')}
        cancelLabel={t('adminPlans.form.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
