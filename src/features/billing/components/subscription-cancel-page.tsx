import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { PreloadLink } from '../../../components/preload-link/preload-link';

/** /subscription/cancel: the member left checkout; nothing was charged, and the plans are a click away. */
export function SubscriptionCancelPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.subscriptionCancel.title')} body={t('pages.subscriptionCancel.body')}>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <PreloadLink to="/subscribe" className="button-primary focus-ring">
          {t('billing.cancelPage.backToPlans')}
        </PreloadLink>
        <PreloadLink to="/" className="button-quiet focus-ring">
          {t('billing.cancelPage.home')}
        </PreloadLink>
      </div>
    </PlaceholderPage>
  );
}
