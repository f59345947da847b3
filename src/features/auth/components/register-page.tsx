import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /register: create an account (search param redirect). A titled placeholder until its issue builds the page. */
export function RegisterPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.register.title')} body={t('pages.register.body')} />;
}
