import type { i18n } from 'i18next';
import { defaultLocale } from '../../shared/i18n/resources';

/**
 * Adds the English messages shipped with the app to `instance`: every other locale's fallback
 * (and the seed's English that catalogue texts are matched against), and the whole interface
 * when the server's locale data cannot be had (spec §8). They are a chunk of their own, fetched
 * only then, beside the locale's own messages (ADR 034); the service worker precaches it, so
 * this works offline too.
 */
export async function addBuiltInEnglish(instance: i18n): Promise<void> {
  const { en } = await import('../../shared/i18n/en');
  instance.addResourceBundle(defaultLocale, 'translation', en, true, true);
}
