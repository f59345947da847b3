import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RoutePreloadContext } from '../../components/preload-link/route-preload-context';
import { NavigationProgress } from '../router/navigation-progress';
import { preloadRoute } from '../router/preload-route';
import { ScrollRestorer } from '../router/scroll/scroll-restorer';
import { PageHeadingFocus } from './page-heading-focus';
import { SaveQueueRunner } from './save-queue-runner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The one layout every route sits under: header, main landmark, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <RoutePreloadContext value={preloadRoute}>
      <NavigationProgress />
      <ScrollRestorer />
      <PageHeadingFocus />
      <SaveQueueRunner />
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
    </RoutePreloadContext>
  );
}
