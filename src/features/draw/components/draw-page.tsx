import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /practice/draw: the free drawing canvas. A titled placeholder until its issue builds the page. */
export function DrawPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.draw.title')} body={t('pages.draw.body')} />;
}
