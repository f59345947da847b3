import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { MessageTemplate, TemplateList } from '../../../../shared/messaging/message-templates';
import { useDeleteMessageTemplate } from '../api/delete-message-template';
import { EmptyState } from './empty-state';
import { LoadState } from './load-state';
import { SectionHeading } from './section-heading';
import { TemplateEditor } from './template-editor';
import { TemplatesTable } from './templates-table';

type Editing = { template: MessageTemplate | null } | null;

/** The templates: listed with create, edit (live preview, test send) and delete after confirmation. */
export function TemplatesSection({ templates }: { templates: UseQueryResult<TemplateList> }) {
  const { t } = useTranslation();
  const remove = useDeleteMessageTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onEdit = useCallback((template: MessageTemplate) => setEditing({ template }), []);
  const onDelete = useCallback((template: MessageTemplate) => {
    setFailure(null);
    setDeleting(template);
  }, []);
  const names = (template: MessageTemplate | null) => ({
    key: template?.key ?? '',
    language: template ? t(`admin.messaging.languages.${template.language}`) : '',
  });

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    const deleted = names(deleting);
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('admin.messaging.templates.deleted', deleted) }),
      onError: (error) => setFailure(serverMessageOr(error, t('admin.messaging.templates.deleteFailed'))),
    });
  };

  const items = templates.data?.items;
  return (
    <section aria-labelledby="templates-title" className="flex flex-col gap-4">
      <SectionHeading
        id="templates-title"
        title={t('admin.messaging.sections.templates')}
        intro={t('admin.messaging.sections.templatesIntro')}
      >
        <button type="button" className="button-primary" onClick={() => setEditing({ template: null })}>
          {t('admin.messaging.templates.create')}
        </button>
      </SectionHeading>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {!items ? (
        <LoadState
          failed={templates.isError}
          failedText={t('admin.messaging.templates.fetchFailed')}
          retryText={t('admin.messaging.retry')}
          onRetry={() => void templates.refetch()}
          loadingText={t('admin.messaging.templates.loading')}
        />
      ) : items.length === 0 ? (
        <EmptyState text={t('admin.messaging.templates.empty')} />
      ) : (
        <TemplatesTable templates={items} onEdit={onEdit} onDelete={onDelete} />
      )}
      {editing && <TemplateEditor template={editing.template} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.messaging.templates.deleteTitle')}
        description={t('admin.messaging.templates.deleteBody', names(deleting))}
        confirmLabel={t('admin.messaging.templates.deleteConfirm')}
        cancelLabel={t('admin.messaging.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
