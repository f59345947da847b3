import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { useConsentRecords } from '../api/list-consent-records';
import {
  emptyConsentFilters,
  toConsentRecordFilters,
  type ConsentFilterForm,
} from '../utils/consent-filters';
import { ConsentRecordsTable } from './consent-records-table';
import { ConsentRecordsToolbar } from './consent-records-toolbar';
import { ExportConsentsButton } from './export-consents-button';

/**
 * /manage/consents (admin): the consent ledger, newest first, filterable by method and days, read
 * only, and exportable as CSV for a data-protection audit.
 */
export function ConsentRecordsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('admin.consents.title')} · ${t('common.appName')}`);
  const [form, setForm] = useState<ConsentFilterForm>(emptyConsentFilters);
  const filters = toConsentRecordFilters(form);
  const records = useConsentRecords(filters);
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('admin.consents.title')} body={t('admin.consents.body')} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <ConsentRecordsToolbar form={form} onChange={setForm} />
        <ExportConsentsButton filters={filters} />
      </div>
      {records.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('admin.consents.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void records.refetch()}>
            {t('admin.consents.retry')}
          </button>
        </div>
      ) : records.isPending ? (
        <p className="text-muted" role="status">
          {t('admin.consents.loading')}
        </p>
      ) : (
        <>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
              {t('admin.consents.empty')}
            </p>
          ) : (
            <ConsentRecordsTable records={items} />
          )}
          {records.hasNextPage && (
            <button
              type="button"
              className="button-quiet self-center"
              disabled={records.isFetchingNextPage}
              onClick={() => void records.fetchNextPage()}
            >
              {records.isFetchingNextPage ? t('admin.consents.loadingMore') : t('admin.consents.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
