import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage: Management Console home. A titled placeholder until its issue builds the page. */
export function ManagementConsolePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.manage.title')} body={t('pages.manage.body')} />;
}
