import type { i18n } from 'i18next';
import { defaultLocale } from '../../shared/i18n/resources';
import { detectLocale, type LocaleSources } from './detect-locale';
import { fetchI18nBootstrap, type AvailableLocale } from './i18n-api';
import { fallBackToBuiltInEnglish, loadLocale, type LoadedLocale } from './load-locale';

export interface LocaleState extends LoadedLocale {
  available: AvailableLocale[];
}

/** Used when the bootstrap call fails: English only, from the bundle. */
const builtInAvailable: AvailableLocale[] = [{ code: defaultLocale, name: 'English', direction: 'ltr' }];

/**
 * Start-up locale: ask the server what it serves, pick a locale (lang param, cookie, browser,
 * English) and load its messages. Bootstrap failure means built-in English (spec §8).
 */
export async function initLocale(
  instance: i18n,
  sources: LocaleSources,
  fetchImpl: typeof fetch = fetch,
): Promise<LocaleState> {
  let available: AvailableLocale[];
  try {
    available = (await fetchI18nBootstrap(fetchImpl)).available;
  } catch (error) {
    console.warn('i18n bootstrap failed; using built-in English', error);
    await fallBackToBuiltInEnglish(instance);
    return { locale: defaultLocale, direction: 'ltr', available: builtInAvailable };
  }
  const wanted = detectLocale(
    sources,
    available.map((entry) => entry.code),
    defaultLocale,
  );
  const loaded = await loadLocale(instance, wanted, fetchImpl);
  return { ...loaded, available: available.length > 0 ? available : builtInAvailable };
}
