import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /login: sign in (search param redirect). A titled placeholder until its issue builds the page. */
export function LoginPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.login.title')} body={t('pages.login.body')} />;
}
