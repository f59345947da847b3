import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /subscription/success: checkout completed. A titled placeholder until its issue builds the page. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.subscriptionSuccess.title')}
      body={t('pages.subscriptionSuccess.body')}
    />
  );
}
