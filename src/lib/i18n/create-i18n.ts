import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../shared/i18n/en';
import { defaultLocale } from '../../shared/i18n/resources';

/**
 * A fresh i18next instance with the built-in English messages as the fallback, so every key
 * renders even when the server's locale data never arrives.
 */
export function createI18n(): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    resources: { [defaultLocale]: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
