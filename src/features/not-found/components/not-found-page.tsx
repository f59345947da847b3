import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { useNoIndex } from '../hooks/use-noindex';
import { NotFoundCanvas } from './not-found-canvas';

/**
 * The catch-all 404 page: logs the path, sets a not-found title, keeps crawlers away, and offers
 * a minute of drawing before the way home.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFoundPage.documentTitle'));
  useNoIndex();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-2xl flex-col items-center gap-8 px-6 py-16 text-center sm:py-24"
    >
      <p aria-hidden="true" className="font-serif text-6xl text-accent-fg/80">
        404
      </p>
      <h1
        id="not-found-heading"
        data-testid="not-found-heading"
        className="font-serif text-3xl tracking-tight text-fg sm:text-4xl"
      >
        {t('notFoundPage.heading')}
      </h1>
      <p className="text-lg leading-relaxed text-muted">{t('notFoundPage.message')}</p>

      <NotFoundCanvas />

      <nav
        aria-label={t('notFoundPage.heading')}
        className="flex flex-wrap items-center justify-center gap-4"
      >
        <PreloadLink to="/" className="button-primary">
          {t('notFoundPage.home')}
        </PreloadLink>
        <PreloadLink to="/meditate" className="button-quiet">
          {t('notFoundPage.meditate')}
        </PreloadLink>
      </nav>
    </section>
  );
}
