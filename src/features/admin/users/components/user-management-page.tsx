import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/users: User Management (admin). A titled placeholder until its issue builds the page. */
export function UserManagementPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.manageUsers.title')} body={t('pages.manageUsers.body')} />;
}
