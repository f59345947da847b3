import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useAuth } from '../../../lib/auth/use-auth';

/** /access-denied: a signed-in user lacks the role a route needs. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const { canManageContent } = useAuth();
  return (
    <PlaceholderPage
      title={t('pages.accessDenied.title')}
      body={canManageContent ? t('auth.accessDenied.adminsOnly') : t('auth.accessDenied.contactAdmin')}
    >
      <p>
        <PreloadLink to="/" className="link-accent">
          {t('router.goHome')}
        </PreloadLink>
      </p>
    </PlaceholderPage>
  );
}
