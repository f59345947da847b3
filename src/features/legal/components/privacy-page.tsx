import { useTranslation } from 'react-i18next';
import { DEFAULT_CONSENT_EXPIRY_DAYS } from '../../../lib/consent/consent-cookie';
import { useEnv } from '../../../lib/runtime-config/use-env';
import { PRIVACY_UPDATED } from '../legal-facts';
import { LegalDocument } from './legal-document';
import { RetentionList } from './retention-list';

/** /privacy: the privacy policy (linked from the consent notice), with this server's consent period. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const days = useEnv().CONSENT_EXPIRY_DAYS ?? DEFAULT_CONSENT_EXPIRY_DAYS;
  return (
    <LegalDocument
      title={t('pages.privacy.title')}
      intro={t('pages.privacy.body')}
      updated={PRIVACY_UPDATED}
      sections={t('legal.privacy.sections', { returnObjects: true, days })}
      extras={{ retention: <RetentionList consentDays={days} /> }}
    />
  );
}
