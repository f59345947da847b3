import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /forgot-password: request a reset link. A titled placeholder until its issue builds the page. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.forgotPassword.title')} body={t('pages.forgotPassword.body')} />;
}
