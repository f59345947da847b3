import { useContext } from 'react';
import { LocaleContext, type LocaleContextValue } from './locale-context';

/** The current locale, the locales on offer, and a way to change locale. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used within an I18nProvider');
  return value;
}
