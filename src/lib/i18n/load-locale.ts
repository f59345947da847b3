import type { i18n } from 'i18next';
import { defaultLocale, type TextDirection } from '../../shared/i18n/resources';
import { fetchLocaleMessages } from './i18n-api';

export interface LoadedLocale {
  locale: string;
  direction: TextDirection;
}

/**
 * Fetches a locale's messages into the i18next instance and switches to it. A failure falls back
 * to the default locale, whose messages are built in (spec §8).
 */
export async function loadLocale(
  instance: i18n,
  locale: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedLocale> {
  try {
    const data = await fetchLocaleMessages(locale, fetchImpl);
    instance.addResourceBundle(data.locale, 'translation', data.messages, true, true);
    await instance.changeLanguage(data.locale);
    return { locale: data.locale, direction: data.direction };
  } catch (error) {
    console.warn(`Failed to load locale ${locale}; using ${defaultLocale}`, error);
    await instance.changeLanguage(defaultLocale);
    return { locale: defaultLocale, direction: 'ltr' };
  }
}
