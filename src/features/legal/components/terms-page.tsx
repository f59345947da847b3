import { useTranslation } from 'react-i18next';
import { TERMS_UPDATED } from '../legal-facts';
import { LegalDocument } from './legal-document';

/** /terms: the terms of service of Quietline as built. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('pages.terms.title')}
      intro={t('pages.terms.body')}
      updated={TERMS_UPDATED}
      sections={t('legal.terms.sections', { returnObjects: true })}
    />
  );
}
