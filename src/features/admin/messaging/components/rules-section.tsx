import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { MessageTemplate } from '../../../../shared/messaging/message-templates';
import type { RoutingRule } from '../../../../shared/messaging/routing-rules';
import { useDeleteRoutingRule } from '../api/delete-routing-rule';
import { useRoutingRules } from '../api/list-routing-rules';
import { EmptyState } from './empty-state';
import { LoadState } from './load-state';
import { RuleEditor } from './rule-editor';
import { RulesTable } from './rules-table';
import { SectionHeading } from './section-heading';

type Editing = { rule: RoutingRule | null } | null;

/** The routing rules: listed with create, edit and delete after confirmation. */
export function RulesSection({ templates }: { templates: readonly MessageTemplate[] }) {
  const { t } = useTranslation();
  const rules = useRoutingRules();
  const remove = useDeleteRoutingRule();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoutingRule | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const templateKeys = [...new Set(templates.map((template) => template.key))];
  const onEdit = useCallback((rule: RoutingRule) => setEditing({ rule }), []);
  const onDelete = useCallback((rule: RoutingRule) => {
    setFailure(null);
    setDeleting(rule);
  }, []);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('admin.messaging.rules.deleted', { name }) }),
      onError: (error) => setFailure(serverMessageOr(error, t('admin.messaging.rules.deleteFailed'))),
    });
  };

  const items = rules.data?.items;
  return (
    <section aria-labelledby="rules-title" className="flex flex-col gap-4">
      <SectionHeading
        id="rules-title"
        title={t('admin.messaging.sections.rules')}
        intro={t('admin.messaging.sections.rulesIntro')}
      >
        {/* A rule sends a template: there must be one to choose. */}
        <button
          type="button"
          className="button-primary"
          disabled={templateKeys.length === 0}
          onClick={() => setEditing({ rule: null })}
        >
          {t('admin.messaging.rules.create')}
        </button>
      </SectionHeading>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {!items ? (
        <LoadState
          failed={rules.isError}
          failedText={t('admin.messaging.rules.fetchFailed')}
          retryText={t('admin.messaging.retry')}
          onRetry={() => void rules.refetch()}
          loadingText={t('admin.messaging.rules.loading')}
        />
      ) : items.length === 0 ? (
        <EmptyState text={t('admin.messaging.rules.empty')} />
      ) : (
        <RulesTable rules={items} onEdit={onEdit} onDelete={onDelete} />
      )}
      {editing && (
        <RuleEditor rule={editing.rule} templateKeys={templateKeys} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.messaging.rules.deleteTitle')}
        description={t('admin.messaging.rules.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.messaging.rules.deleteConfirm')}
        cancelLabel={t('admin.messaging.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
