import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { PageHeader } from '../../../components/page-header/page-header';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { usePracticeSummary } from '../api/get-practice-summary';
import { browserTimeZone } from '../utils/browser-time-zone';
import { PracticeFigures } from './practice-figures';
import { RecentSessions } from './recent-sessions';

/** /practice: the member's figures (sessions, streaks, this week, time practised, last 7 days) and recent sessions. */
export function PracticeDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.practice.title')} · ${t('common.appName')}`);
  const [timeZone] = useState(browserTimeZone);
  const summary = usePracticeSummary(timeZone);

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-4xl flex-col gap-8 px-6 py-12 sm:py-16"
    >
      <PageHeader title={t('pages.practice.title')} body={t('pages.practice.body')}>
        <nav aria-label={t('pages.practice.title')} className="flex flex-wrap gap-2">
          <PreloadLink to="/meditate" className="button-primary">
            {t('practice.meditate')}
          </PreloadLink>
          <PreloadLink to="/practice/draw" className="button-quiet">
            {t('practice.draw')}
          </PreloadLink>
          <PreloadLink to="/practice/gallery" className="button-quiet">
            {t('practice.gallery')}
          </PreloadLink>
        </nav>
      </PageHeader>
      {summary.isError && (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('practice.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void summary.refetch()}>
            {t('practice.retry')}
          </button>
        </div>
      )}
      {summary.isPending && <p className="text-muted">{t('practice.loading')}</p>}
      {summary.data && (
        <>
          <PracticeFigures summary={summary.data} />
          <section aria-labelledby="recent-title" className="flex flex-col gap-4">
            <h2 id="recent-title" className="font-serif text-2xl tracking-tight text-fg">
              {t('practice.recent')}
            </h2>
            <RecentSessions sessions={summary.data.recent} timeZone={summary.data.timeZone} />
          </section>
        </>
      )}
    </section>
  );
}
