import { createColumnHelper, rowExpandingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCells } from '../../../../components/data-table/table-cells';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { AuditEntry } from '../../../../shared/admin/audit-log';
import { AuditDiff } from './audit-diff';

const features = tableFeatures({ rowExpandingFeature });
const column = createColumnHelper<typeof features, AuditEntry>();

/**
 * Audit entries as the server ordered them (newest first); each row opens its before/after diff
 * beneath it. On a narrow screen the table scrolls sideways inside its own frame.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    return column.columns([
      column.accessor('createdAt', {
        header: () => t('adminConsole.audit.columns.when'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {time.format(new Date(info.getValue()))}
          </time>
        ),
      }),
      column.accessor((entry) => entry.actor.email, {
        id: 'actor',
        header: () => t('adminConsole.audit.columns.actor'),
      }),
      column.accessor('area', {
        header: () => t('adminConsole.audit.columns.area'),
        cell: (info) => t(`adminConsole.audit.areas.${info.getValue()}`),
      }),
      column.accessor('action', {
        header: () => t('adminConsole.audit.columns.action'),
        cell: (info) => <code className="text-xs">{info.getValue()}</code>,
      }),
      column.accessor('targetId', {
        header: () => t('adminConsole.audit.columns.target'),
        cell: (info) => <code className="text-xs break-all">{info.getValue()}</code>,
      }),
      column.display({
        id: 'changes',
        header: () => t('adminConsole.audit.columns.changes'),
        cell: (info) => {
          const open = info.row.getIsExpanded();
          return (
            <button
              type="button"
              className="link-quiet rounded-full px-3 py-1 text-sm whitespace-nowrap"
              aria-expanded={open}
              aria-controls={`audit-diff-${info.row.id}`}
              onClick={info.row.getToggleExpandedHandler()}
            >
              {open ? t('adminConsole.audit.hideChanges') : t('adminConsole.audit.showChanges')}
            </button>
          );
        },
      }),
    ]);
  }, [t, i18n.language]);

  const table = useTable({
    features,
    columns,
    data: entries,
    getRowId: (entry) => entry.id,
    getRowCanExpand: () => true,
    // "Load more" adds rows; the ones opened stay open.
    autoResetExpanded: false,
  });

  return (
    <TableFrame
      testId="audit-table-frame"
      caption={t('adminConsole.audit.caption')}
      minWidthClass="min-w-[48rem]"
    >
      <TableHead table={table} />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <Fragment key={row.id}>
            <tr className="border-b border-line hover:bg-accent/5" data-testid="audit-row">
              <TableCells table={table} row={row} />
            </tr>
            {row.getIsExpanded() && (
              <tr id={`audit-diff-${row.id}`} className="border-b border-line bg-accent/5">
                <td colSpan={row.getAllCells().length} className="px-4 py-3">
                  <AuditDiff entry={row.original} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </TableFrame>
  );
}
