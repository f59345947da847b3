import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /meditate: the meditation flow. A titled placeholder until its issue builds the page. */
export function MeditatePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.meditate.title')} body={t('pages.meditate.body')} />;
}
