import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /profile: account settings, security, preferences, two-factor. A titled placeholder until its issue builds the page. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile.title')} body={t('pages.profile.body')} />;
}
