import { ar } from './ar';
import { en } from './en';

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
};
