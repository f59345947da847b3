import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActionsColumn } from '../../../../components/data-table/row-actions-column';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { MessageTemplate } from '../../../../shared/messaging/message-templates';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, MessageTemplate>();

interface TemplatesTableProps {
  templates: readonly MessageTemplate[];
  onEdit: (template: MessageTemplate) => void;
  onDelete: (template: MessageTemplate) => void;
}

/** Every template with its ID, language, content type and subject; scrolls sideways on a narrow screen. */
export function TemplatesTable({ templates, onEdit, onDelete }: TemplatesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const labels = (template: MessageTemplate) => ({
      key: template.key,
      language: t(`admin.messaging.languages.${template.language}`),
    });
    return column.columns([
      column.accessor('name', { header: () => t('admin.messaging.templates.columns.name') }),
      column.accessor('key', {
        header: () => t('admin.messaging.templates.columns.key'),
        cell: (info) => <code className="font-mono text-sm">{info.getValue()}</code>,
      }),
      column.accessor('language', {
        header: () => t('admin.messaging.templates.columns.language'),
        cell: (info) => t(`admin.messaging.languages.${info.getValue()}`),
      }),
      column.accessor('contentType', {
        header: () => t('admin.messaging.templates.columns.contentType'),
        cell: (info) => t(`admin.messaging.contentTypes.${info.getValue()}`),
      }),
      column.accessor('subject', {
        header: () => t('admin.messaging.templates.columns.subject'),
        cell: (info) => (
          <span className="text-muted" dir="auto">
            {info.getValue()}
          </span>
        ),
      }),
      column.display(
        rowActionsColumn({
          header: t('admin.messaging.templates.columns.actions'),
          editText: t('admin.messaging.edit'),
          deleteText: t('admin.messaging.delete'),
          editName: (template) => t('admin.messaging.templates.editTemplate', labels(template)),
          deleteName: (template) => t('admin.messaging.templates.deleteTemplate', labels(template)),
          onEdit,
          onDelete,
        }),
      ),
    ]);
  }, [t, onEdit, onDelete]);
  const table = useTable({ features, columns, data: templates, getRowId: (template) => template.id });

  return (
    <TableFrame
      testId="templates-table-frame"
      caption={t('admin.messaging.templates.caption')}
      minWidthClass="min-w-[48rem]"
    >
      <TableHead table={table} />
      <TableBody table={table} />
    </TableFrame>
  );
}
