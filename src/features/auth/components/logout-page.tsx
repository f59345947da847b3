import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /logout: ends the session. A titled placeholder until its issue builds the page. */
export function LogoutPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.logout.title')} body={t('pages.logout.body')} />;
}
