import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { useDebouncedValue } from '../../users/hooks/use-debounced-value';
import { useAuditEntries } from '../api/list-audit-entries';
import { emptyAuditFilters, toAuditQuery, type AuditFilterForm } from '../utils/audit-filters';
import { AuditTable } from './audit-table';
import { AuditToolbar } from './audit-toolbar';

/** Long enough to let an email be typed, short enough to feel immediate. */
const FILTER_DEBOUNCE_MS = 300;

/** /manage/audit (admin): every admin and editor change, newest first, filterable, read only. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('adminConsole.audit.title')} · ${t('common.appName')}`);
  const [filters, setFilters] = useState<AuditFilterForm>(emptyAuditFilters);
  const entries = useAuditEntries(toAuditQuery(useDebouncedValue(filters, FILTER_DEBOUNCE_MS)));
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('adminConsole.audit.title')} body={t('adminConsole.audit.body')} />
      <AuditToolbar filters={filters} onChange={setFilters} />
      {entries.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminConsole.audit.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void entries.refetch()}>
            {t('adminConsole.audit.retry')}
          </button>
        </div>
      ) : entries.isPending ? (
        <p className="text-muted" role="status">
          {t('adminConsole.audit.loading')}
        </p>
      ) : (
        <>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
              {t('adminConsole.audit.empty')}
            </p>
          ) : (
            <AuditTable entries={items} />
          )}
          {entries.hasNextPage && (
            <button
              type="button"
              className="button-quiet self-center"
              disabled={entries.isFetchingNextPage}
              onClick={() => void entries.fetchNextPage()}
            >
              {entries.isFetchingNextPage
                ? t('adminConsole.audit.loadingMore')
                : t('adminConsole.audit.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
