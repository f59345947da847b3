import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';

/** What Quietline is for, in two short paragraphs, with the ways to read more. */
export function HomeWhy() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-why-heading" className="grid gap-8 md:grid-cols-[2fr_3fr] md:gap-12">
      <h2 id="home-why-heading" className="font-serif text-3xl leading-tight tracking-tight text-fg">
        {t('marketing.home.why.title')}
      </h2>
      <div className="flex flex-col gap-4 text-lg leading-relaxed text-muted">
        <p>{t('marketing.home.why.what')}</p>
        <p>{t('marketing.home.why.why')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-base">
          <li>
            <PreloadLink to="/explore#why-mindfulness" className="link-accent">
              {t('marketing.home.why.mindfulness')}
            </PreloadLink>
          </li>
          <li>
            <PreloadLink to="/explore#why-tracing" className="link-accent">
              {t('marketing.home.why.tracing')}
            </PreloadLink>
          </li>
          <li>
            <PreloadLink to="/science" className="link-accent">
              {t('marketing.home.why.science')}
            </PreloadLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
