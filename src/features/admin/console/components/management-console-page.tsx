import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { PreloadLink } from '../../../../components/preload-link/preload-link';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { useOverview } from '../api/get-overview';
import { consoleAreas } from '../utils/console-areas';
import { AreaFigure } from './area-figure';
import { PageViewsChart } from './page-views-chart';
import { SessionsChart } from './sessions-chart';

/**
 * /manage: one card per area the signed-in role can reach, each leading to its page, with the
 * area's live figure, and the charts of sessions and page views per day.
 */
export function ManagementConsolePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manage.title')} · ${t('common.appName')}`);
  const auth = useAuth();
  const areas = consoleAreas.filter((area) => auth[area.access]);
  const overview = useOverview();

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manage.title')} body={t('pages.manage.body')} />
      <nav aria-label={t('admin.console.areas')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="console-areas">
          {areas.map((area) => (
            <li key={area.path}>
              <PreloadLink
                to={area.path}
                className="focus-ring group flex h-full flex-col gap-2 rounded-3xl border border-line bg-surface p-6 transition-colors hover:border-accent/60"
              >
                <span className="font-serif text-xl tracking-tight text-fg group-hover:text-accent-fg">
                  {t(`${area.i18nKey}.title`)}
                </span>
                <span className="text-sm leading-relaxed text-muted">{t(`${area.i18nKey}.body`)}</span>
                {area.figure && overview.data && <AreaFigure figure={area.figure} overview={overview.data} />}
              </PreloadLink>
            </li>
          ))}
        </ul>
      </nav>
      {overview.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminConsole.figures.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void overview.refetch()}>
            {t('adminConsole.figures.retry')}
          </button>
        </div>
      ) : overview.data ? (
        <SessionsChart
          days={overview.data.sessionsPerDay}
          sessionsThisWeek={overview.data.sessionsThisWeek}
        />
      ) : (
        <p className="text-muted" role="status">
          {t('adminConsole.figures.loading')}
        </p>
      )}
      <PageViewsChart />
    </section>
  );
}
