import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import type { FeatureFlag } from '../../../../shared/flags/feature-flag';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag';
import { useFeatureFlags } from '../api/list-feature-flags';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
import { FeatureFlagsTable } from './feature-flags-table';
import { FlagEditor } from './flag-editor';

type Editing = { flag: FeatureFlag | null } | null;

/** /manage/feature-flags (admin, editor): switch flags on and off, create, edit and delete them. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageFeatureFlags.title')} · ${t('common.appName')}`);
  const flags = useFeatureFlags();
  const toggle = useUpdateFeatureFlag();
  const toggleFlag = toggle.mutate;
  const remove = useDeleteFeatureFlag();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FeatureFlag | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onToggle = useCallback(
    (flag: FeatureFlag, enabled: boolean) => {
      setFailure(null);
      toggleFlag(
        { id: flag.id, changes: { enabled } },
        {
          onSuccess: (saved) =>
            toaster.success({
              title: t(saved.enabled ? 'adminFlags.turnedOn' : 'adminFlags.turnedOff', { key: saved.key }),
            }),
          onError: (error) => setFailure(serverMessageOr(error, t('adminFlags.updateFailed'))),
        },
      );
    },
    [toggleFlag, t],
  );
  const onEdit = useCallback((flag: FeatureFlag) => setEditing({ flag }), []);
  const onDelete = useCallback((flag: FeatureFlag) => {
    setFailure(null);
    setDeleting(flag);
  }, []);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, key } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('adminFlags.deleted', { key }) }),
      onError: (error) => setFailure(serverMessageOr(error, t('adminFlags.deleteFailed'))),
    });
  };

  const items = flags.data?.items ?? [];
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageFeatureFlags.title')} body={t('pages.manageFeatureFlags.body')}>
        <button type="button" className="button-primary" onClick={() => setEditing({ flag: null })}>
          {t('adminFlags.create')}
        </button>
      </PageHeader>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {flags.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminFlags.fetchFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void flags.refetch()}>
            {t('adminFlags.retry')}
          </button>
        </div>
      ) : flags.isPending ? (
        <p className="text-muted">{t('adminFlags.loading')}</p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
          {t('adminFlags.empty')}
        </p>
      ) : (
        <FeatureFlagsTable
          flags={items}
          saving={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      {editing && <FlagEditor flag={editing.flag} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminFlags.deleteTitle')}
        description={t('adminFlags.deleteBody', { key: deleting?.key ?? '' })}
        confirmLabel={t('adminFlags.deleteConfirm')}
        cancelLabel={t('adminFlags.form.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
