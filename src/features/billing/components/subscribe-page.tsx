import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /subscribe: choose a plan (search param plan). A titled placeholder until its issue builds the page. */
export function SubscribePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.subscribe.title')} body={t('pages.subscribe.body')} />;
}
