import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /reset-password: choose a new password. A titled placeholder until its issue builds the page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.resetPassword.title')} body={t('pages.resetPassword.body')} />;
}
