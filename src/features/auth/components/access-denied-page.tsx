import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { PreloadLink } from '../../../components/preload-link/preload-link';

/** /access-denied: shown when a signed-in user lacks the role a route needs. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.accessDenied.title')} body={t('pages.accessDenied.body')}>
      <p>
        <PreloadLink to="/" className="link-accent">
          {t('router.goHome')}
        </PreloadLink>
      </p>
    </PlaceholderPage>
  );
}
