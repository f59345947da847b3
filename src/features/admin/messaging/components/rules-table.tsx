import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActionsColumn } from '../../../../components/data-table/row-actions-column';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { RoutingRule } from '../../../../shared/messaging/routing-rules';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, RoutingRule>();

interface RulesTableProps {
  rules: readonly RoutingRule[];
  onEdit: (rule: RoutingRule) => void;
  onDelete: (rule: RoutingRule) => void;
}

const valueText = (value: RoutingRule['conditions'][number]['value']) =>
  Array.isArray(value) ? value.join(', ') : String(value);

/** Every rule: its event, conditions, actions, segment and whether it is on. */
export function RulesTable({ rules, onEdit, onDelete }: RulesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: () => t('admin.messaging.rules.columns.name') }),
        column.accessor('event', {
          header: () => t('admin.messaging.rules.columns.event'),
          cell: (info) => t(`admin.messaging.rules.events.${info.getValue()}`),
        }),
        column.accessor('conditions', {
          header: () => t('admin.messaging.rules.columns.conditions'),
          cell: (info) => {
            const conditions = info.getValue();
            if (conditions.length === 0)
              return <span className="text-muted">{t('admin.messaging.rules.always')}</span>;
            return (
              <ul className="flex flex-col gap-0.5">
                {conditions.map((condition, index) => (
                  <li key={index}>
                    <code className="text-xs">{condition.field}</code>{' '}
                    {t(`admin.messaging.rules.operators.${condition.operator}`)}{' '}
                    <code className="text-xs">{valueText(condition.value)}</code>
                  </li>
                ))}
              </ul>
            );
          },
        }),
        column.accessor('actions', {
          header: () => t('admin.messaging.rules.columns.actions'),
          cell: (info) => (
            <ul className="flex flex-col gap-0.5">
              {info.getValue().map((action, index) => (
                <li key={index}>
                  {t('admin.messaging.rules.sendAfter', {
                    template: action.templateKey,
                    delay: action.delayMs,
                  })}
                </li>
              ))}
            </ul>
          ),
        }),
        column.accessor('segment', {
          header: () => t('admin.messaging.rules.columns.segment'),
          cell: (info) => t(`admin.messaging.rules.segments.${info.getValue()}`),
        }),
        column.accessor('enabled', {
          header: () => t('admin.messaging.rules.columns.enabled'),
          cell: (info) => (info.getValue() ? t('admin.messaging.rules.on') : t('admin.messaging.rules.off')),
        }),
        column.display(
          rowActionsColumn({
            id: 'row-actions',
            header: t('admin.messaging.rules.columns.rowActions'),
            editText: t('admin.messaging.edit'),
            deleteText: t('admin.messaging.delete'),
            editName: (rule) => t('admin.messaging.rules.editRule', { name: rule.name }),
            deleteName: (rule) => t('admin.messaging.rules.deleteRule', { name: rule.name }),
            onEdit,
            onDelete,
          }),
        ),
      ]),
    [t, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: rules, getRowId: (rule) => rule.id });
  return (
    <TableFrame
      testId="rules-table-frame"
      caption={t('admin.messaging.rules.caption')}
      minWidthClass="min-w-[56rem]"
    >
      <TableHead table={table} />
      <TableBody table={table} />
    </TableFrame>
  );
}
