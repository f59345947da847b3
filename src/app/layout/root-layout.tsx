import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { RoutePreloadContext } from '../../components/preload-link/route-preload-context';
import { IdentifyMember } from '../analytics/identify-member';
import { PageTracker } from '../analytics/page-tracker';
import { NavigationProgress } from '../router/navigation-progress';
import { preloadRoute } from '../router/preload-route';
import { ScrollRestorer } from '../router/scroll/scroll-restorer';
import { PageHeadingFocus } from './page-heading-focus';
import { SaveQueueRunner } from './save-queue-runner';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The consent notice's code follows the first render; it waits a moment before it shows anyway (ADR 034). */
const ConsentNotice = lazy(() =>
  import('../../features/consent/components/consent-notice').then((module) => ({
    default: module.ConsentNotice,
  })),
);

/** The one layout every route sits under: header, main landmark, footer, and the consent notice. */
export function RootLayout() {
  const { t } = useTranslation();
  // The consent button floats on public pages (spec §2); the notice itself asks on every page.
  const onPublicPage = useMatches().some((match) => match.id === 'public');
  return (
    <RoutePreloadContext value={preloadRoute}>
      <NavigationProgress />
      <ScrollRestorer />
      <PageHeadingFocus />
      <SaveQueueRunner />
      <PageTracker />
      <IdentifyMember />
      <ServiceWorkerUpdates />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Suspense fallback={null}>
        <ConsentNotice floatingButton={onPublicPage} />
      </Suspense>
    </RoutePreloadContext>
  );
}
