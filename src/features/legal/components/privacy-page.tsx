import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /privacy: privacy policy (linked from the consent notice). A titled placeholder until its issue builds the page. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.privacy.title')} body={t('pages.privacy.body')} />;
}
