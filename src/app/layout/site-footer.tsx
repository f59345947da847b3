import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../components/preload-link/preload-link';

/** Why the practice works (sections of /explore), the science, the legal pages. */
const footerLinks = [
  { to: '/explore#why-mindfulness', label: 'nav.whyMindfulness' },
  { to: '/explore#why-tracing', label: 'nav.whyTracing' },
  { to: '/explore#the-name', label: 'nav.theName' },
  { to: '/science', label: 'nav.science' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/privacy', label: 'nav.privacy' },
] as const;

/** The ways to read more about Quietline, and a quiet sign-off. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-sm text-muted">
        <p>
          {t('common.appName')} · {t('common.tagline')}
        </p>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <PreloadLink to={link.to} className="link-quiet">
                  {t(link.label)}
                </PreloadLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
