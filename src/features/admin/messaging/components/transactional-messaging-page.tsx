import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/transactional-messaging: templates and routing rules. A titled placeholder until its issue builds the page. */
export function TransactionalMessagingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.manageMessaging.title')} body={t('pages.manageMessaging.body')} />;
}
