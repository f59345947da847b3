import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/subscriptions: Subscription Plans Management. A titled placeholder until its issue builds the page. */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.manageSubscriptions.title')}
      body={t('pages.manageSubscriptions.body')}
    />
  );
}
