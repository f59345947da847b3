import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/service-accounts: service accounts and tokens (admin). A titled placeholder until its issue builds the page. */
export function ServiceAccountsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.manageServiceAccounts.title')}
      body={t('pages.manageServiceAccounts.body')}
    />
  );
}
