import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale } from '../../shared/i18n/resources';

/**
 * A fresh i18next instance falling back to English. It starts empty: the app loads the chosen
 * locale's messages (and English beside any other) before it renders, so no locale is in the
 * first load's JavaScript (ADR 034). Tests pass the English messages in to render without any
 * network.
 */
export function createI18n(englishMessages?: Record<string, unknown>): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    resources: englishMessages ? { [defaultLocale]: { translation: englishMessages } } : {},
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
