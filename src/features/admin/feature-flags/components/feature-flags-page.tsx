import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/feature-flags: Feature Flag Management. A titled placeholder until its issue builds the page. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.manageFeatureFlags.title')} body={t('pages.manageFeatureFlags.body')} />
  );
}
