import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../components/preload-link/preload-link';

/** Legal links and a quiet sign-off. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-sm text-muted">
        <p>
          {t('common.appName')} · {t('common.tagline')}
        </p>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex items-center gap-6">
            <li>
              <PreloadLink to="/terms" className="link-quiet">
                {t('nav.terms')}
              </PreloadLink>
            </li>
            <li>
              <PreloadLink to="/privacy" className="link-quiet">
                {t('nav.privacy')}
              </PreloadLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
