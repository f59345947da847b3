import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { OutboxMessage, OutboxStatus } from '../../../../shared/messaging/outbox';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, OutboxMessage>();

interface OutboxTableProps {
  messages: readonly OutboxMessage[];
  /** The message whose retry is being sent: its button waits. */
  retrying: string | null;
  onRetry: (message: OutboxMessage) => void;
}

const statusClass: Record<OutboxStatus, string> = {
  queued: 'border-line text-muted',
  sending: 'border-accent/40 text-fg',
  sent: 'border-accent/60 bg-accent/10 text-fg',
  failed: 'border-red-400/50 bg-red-500/10 text-red-700 dark:text-red-200',
};

/** Messages newest first: recipient, template, status, tries, times and the last error. */
export function OutboxTable({ messages, retrying, onRetry }: OutboxTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    const when = (iso: string | null) =>
      iso === null ? (
        <span className="text-muted">—</span>
      ) : (
        <time dateTime={iso} className="whitespace-nowrap">
          {time.format(new Date(iso))}
        </time>
      );
    return column.columns([
      column.accessor('to', { header: () => t('admin.messaging.outbox.columns.to') }),
      column.accessor('template', {
        header: () => t('admin.messaging.outbox.columns.template'),
        cell: (info) => <code className="font-mono text-xs">{info.getValue()}</code>,
      }),
      column.accessor('status', {
        header: () => t('admin.messaging.outbox.columns.status'),
        cell: (info) => (
          <span
            className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs ${statusClass[info.getValue()]}`}
          >
            {t(`admin.messaging.outbox.statuses.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('attempts', {
        header: () => t('admin.messaging.outbox.columns.attempts'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('runAt', {
        header: () => t('admin.messaging.outbox.columns.due'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('sentAt', {
        header: () => t('admin.messaging.outbox.columns.sent'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('lastError', {
        header: () => t('admin.messaging.outbox.columns.error'),
        cell: (info) => <span className="text-xs break-words text-muted">{info.getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('admin.messaging.outbox.columns.actions')}</span>,
        cell: (info) =>
          info.row.original.status === 'failed' && (
            <button
              type="button"
              className="link-quiet rounded-full px-3 py-1 text-sm"
              aria-label={t('admin.messaging.outbox.retryMessage', { to: info.row.original.to })}
              disabled={retrying === info.row.original.id}
              onClick={() => onRetry(info.row.original)}
            >
              {t('admin.messaging.outbox.retry')}
            </button>
          ),
      }),
    ]);
  }, [t, i18n.language, retrying, onRetry]);
  const table = useTable({ features, columns, data: messages, getRowId: (message) => message.id });
  return (
    <TableFrame
      testId="outbox-table-frame"
      caption={t('admin.messaging.outbox.caption')}
      minWidthClass="min-w-[60rem]"
    >
      <TableHead table={table} />
      <TableBody table={table} />
    </TableFrame>
  );
}
