import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /subscription/cancel: payment cancelled. A titled placeholder until its issue builds the page. */
export function SubscriptionCancelPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.subscriptionCancel.title')} body={t('pages.subscriptionCancel.body')} />
  );
}
