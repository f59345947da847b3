import { createContext } from 'react';
import type { LocaleState } from './init-locale';

export interface LocaleContextValue extends LocaleState {
  /** Switches the interface language and remembers the choice in the preferred_locale cookie. */
  changeLocale: (locale: string) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);
