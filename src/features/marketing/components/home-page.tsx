import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { HomePillars } from './home-pillars';

/** /: a calm welcome with a short introduction and the ways in. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('common.appName')} · ${t('common.tagline')}`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-20 px-6 py-20 sm:py-28">
      <section aria-labelledby="home-heading" className="flex flex-col items-center gap-6 text-center">
        <p className="text-sm tracking-[0.2em] text-accent-fg uppercase">{t('common.tagline')}</p>
        <h1
          id="home-heading"
          className="max-w-3xl font-serif text-4xl leading-tight tracking-tight text-fg sm:text-5xl"
        >
          {t('home.heading')}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted">{t('home.intro')}</p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-4">
          <PreloadLink to="/meditate" className="button-primary">
            {t('home.begin')}
          </PreloadLink>
          <PreloadLink to="/explore" className="button-quiet">
            {t('home.explore')}
          </PreloadLink>
        </div>
        <PreloadLink to="/subscribe" className="link-accent text-sm">
          {t('home.plans')}
        </PreloadLink>
      </section>
      <HomePillars />
    </div>
  );
}
