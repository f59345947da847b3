import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { HomeInkSample } from './home-ink-sample';
import { HomePillars } from './home-pillars';
import { HomeWhy } from './home-why';

interface HomePageProps {
  /** The plans teaser, composed in by the app (billing owns the plans). */
  pricing?: ReactNode;
}

/** /: what Quietline is and why, a live sample of the ink, the plans, and the ways in. */
export function HomePage({ pricing }: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('common.appName')} · ${t('common.tagline')}`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-20 px-6 py-16 sm:gap-24 sm:py-24">
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
        <HomeInkSample />
      </section>
      <HomePillars />
      <HomeWhy />
      {pricing}
      <section
        aria-labelledby="home-begin-heading"
        className="flex flex-col items-center gap-5 rounded-3xl border border-line bg-surface/60 px-6 py-12 text-center"
      >
        <h2 id="home-begin-heading" className="font-serif text-3xl tracking-tight text-fg">
          {t('marketing.home.begin.title')}
        </h2>
        <p className="max-w-xl leading-relaxed text-muted">{t('marketing.home.begin.body')}</p>
        <PreloadLink to="/meditate" className="button-primary">
          {t('marketing.home.begin.action')}
        </PreloadLink>
      </section>
    </div>
  );
}
