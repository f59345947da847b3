import type { TextDirection } from '../../shared/i18n/resources';

/** Sets lang and dir on <html>, so the browser and CSS logical properties follow the locale. */
export function applyDocumentLocale(locale: string, direction: TextDirection): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = direction;
}
