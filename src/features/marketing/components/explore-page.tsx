import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /explore: why mindfulness and why tracing. A titled placeholder until its issue builds the page. */
export function ExplorePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.explore.title')} body={t('pages.explore.body')} />;
}
