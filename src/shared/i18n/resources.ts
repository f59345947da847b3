import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleResource {
  /** The language's own name, shown in the locale picker. */
  name: string;
  direction: TextDirection;
  messages: Record<string, unknown>;
}

export const defaultLocale = 'en';

/** Every locale the app ships; the server serves these and the client falls back to English. */
export const localeResources: Record<string, LocaleResource> = {
  en: { name: 'English', direction: 'ltr', messages: en },
  ar: { name: 'العربية', direction: 'rtl', messages: ar },
  es: { name: 'Español', direction: 'ltr', messages: es },
  fr: { name: 'Français', direction: 'ltr', messages: fr },
  de: { name: 'Deutsch', direction: 'ltr', messages: de },
};
