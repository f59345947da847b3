import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setBlockedFrameTexts } from '../blocking/blocked-frame-texts';

/** Keeps the blocked-frame placeholders (built outside React) in the interface language. */
export function useBlockedFrameTexts(): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    setBlockedFrameTexts({
      title: t('consent.blocked.title'),
      body: t('consent.blocked.body'),
      manage: t('consent.blocked.manage'),
    });
  }, [t, language]);
}
