import type { i18n } from 'i18next';
import { defaultLocale, type TextDirection } from '../../shared/i18n/resources';
import { addBuiltInEnglish } from './built-in-english';
import { fetchLocaleMessages } from './i18n-api';

export interface LoadedLocale {
  locale: string;
  direction: TextDirection;
}

/** Switches to the built-in English messages (spec §8: a locale that cannot load falls back). */
export async function fallBackToBuiltInEnglish(instance: i18n): Promise<void> {
  await addBuiltInEnglish(instance);
  await instance.changeLanguage(defaultLocale);
}

/**
 * Fetches a locale's messages into the i18next instance and switches to it; any other locale
 * than English gets the built-in English beside it, as its fallback. A failure falls back to
 * the default locale, whose messages are built in (spec §8).
 */
export async function loadLocale(
  instance: i18n,
  locale: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedLocale> {
  try {
    const [data] = await Promise.all([
      fetchLocaleMessages(locale, fetchImpl),
      // Only the fallback: the locale's own messages carry every key.
      locale === defaultLocale
        ? undefined
        : addBuiltInEnglish(instance).catch((error: unknown) =>
            console.warn('Built-in English failed to load', error),
          ),
    ]);
    instance.addResourceBundle(data.locale, 'translation', data.messages, true, true);
    await instance.changeLanguage(data.locale);
    return { locale: data.locale, direction: data.direction };
  } catch (error) {
    console.warn(`Failed to load locale ${locale}; using ${defaultLocale}`, error);
    await fallBackToBuiltInEnglish(instance);
    return { locale: defaultLocale, direction: 'ltr' };
  }
}
