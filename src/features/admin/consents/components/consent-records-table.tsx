import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { StoredConsentRecord } from '../../../../shared/consent/consent-record';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StoredConsentRecord>();

const categories = ['analytics', 'social', 'advertising'] as const;

/** Ledger records as the server ordered them (newest first); scrolls sideways on a narrow screen. */
export function ConsentRecordsTable({ records }: { records: readonly StoredConsentRecord[] }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    return column.columns([
      column.accessor('received_at', {
        header: () => t('admin.consents.columns.received'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {time.format(new Date(info.getValue()))}
          </time>
        ),
      }),
      column.accessor('consent_method', {
        header: () => t('admin.consents.columns.method'),
        cell: (info) => t(`admin.consents.methods.${info.getValue()}`),
      }),
      column.display({
        id: 'consented',
        header: () => t('admin.consents.columns.consented'),
        cell: (info) => {
          const chosen = categories.filter((category) => info.row.original[category]);
          return chosen.length === 0
            ? t('admin.consents.noCategories')
            : chosen.map((category) => t(`admin.consents.categories.${category}`)).join(', ');
        },
      }),
      column.accessor('session_id', {
        header: () => t('admin.consents.columns.session'),
        cell: (info) => <code className="text-xs break-all">{info.getValue()}</code>,
      }),
      column.accessor('user_id', {
        header: () => t('admin.consents.columns.user'),
        cell: (info) => {
          const userId = info.getValue();
          return userId === null ? (
            t('admin.consents.noUser')
          ) : (
            <code className="text-xs break-all">{userId}</code>
          );
        },
      }),
      column.accessor('location', { header: () => t('admin.consents.columns.location') }),
      column.accessor('domain', { header: () => t('admin.consents.columns.domain') }),
    ]);
  }, [t, i18n.language]);

  const table = useTable({ features, columns, data: records, getRowId: (record) => record.id });

  return (
    <TableFrame
      testId="consents-table-frame"
      caption={t('admin.consents.caption')}
      minWidthClass="min-w-[56rem]"
    >
      <TableHead table={table} />
      <TableBody table={table} rowTestId="consent-row" />
    </TableFrame>
  );
}
