import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';

interface ContentSectionProps {
  /** The section's anchor; its heading is `${id}-title`. */
  id: string;
  title: string;
  intro: string;
  createLabel: string;
  onCreate: () => void;
  /** The list's query state. */
  list: { isPending: boolean; isError: boolean; refetch: () => unknown; count: number };
  /** The spec's 'Error loading …' text of this list. */
  loadFailed: string;
  empty: string;
  /** A change that failed outside a dialog (delete, reorder). */
  failure: string | null;
  /** The table, shown once the list has items. */
  table: ReactNode;
  /** The section's dialogs, rendered whatever the list's state. */
  children: ReactNode;
}

/** One list of the page: heading, create button, and its loading, error, empty or table state. */
export function ContentSection({
  id,
  title,
  intro,
  createLabel,
  onCreate,
  list,
  loadFailed,
  empty,
  failure,
  table,
  children,
}: ContentSectionProps) {
  const { t } = useTranslation();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="font-serif text-2xl tracking-tight text-fg">
            {title}
          </h2>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        <button type="button" className="button-primary" onClick={onCreate}>
          {createLabel}
        </button>
      </div>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{loadFailed}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void list.refetch()}>
            {t('admin.tracingOptions.retry')}
          </button>
        </div>
      ) : list.isPending ? (
        <p className="text-muted">{t('admin.tracingOptions.loading')}</p>
      ) : list.count === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
          {empty}
        </p>
      ) : (
        table
      )}
      {children}
    </section>
  );
}
