import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /terms: terms of service. A titled placeholder until its issue builds the page. */
export function TermsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.terms.title')} body={t('pages.terms.body')} />;
}
