import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /science: the research behind mindful tracing. A titled placeholder until its issue builds the page. */
export function SciencePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.science.title')} body={t('pages.science.body')} />;
}
