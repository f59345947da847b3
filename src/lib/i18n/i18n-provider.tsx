import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyDocumentLocale } from './apply-document-locale';
import { createI18n } from './create-i18n';
import { initLocale, type LocaleState } from './init-locale';
import { loadLocale } from './load-locale';
import { LocaleContext, type LocaleContextValue } from './locale-context';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

interface I18nProviderProps {
  children: ReactNode;
}

/**
 * Loads the interface language before rendering its children (so a right-to-left reader never
 * sees an English, left-to-right flash) and keeps <html lang dir> in step with it.
 */
export function I18nProvider({ children }: I18nProviderProps) {
  const [instance] = useState(createI18n);
  const [state, setState] = useState<LocaleState | null>(null);

  useEffect(() => {
    let cancelled = false;
    const sources = {
      search: window.location.search,
      cookie: readLocaleCookie(),
      languages: navigator.languages,
    };
    void initLocale(instance, sources).then((initial) => {
      if (cancelled) return;
      applyDocumentLocale(initial.locale, initial.direction);
      setState(initial);
    });
    return () => {
      cancelled = true;
    };
  }, [instance]);

  const changeLocale = useCallback(
    async (locale: string) => {
      writeLocaleCookie(locale);
      const loaded = await loadLocale(instance, locale);
      applyDocumentLocale(loaded.locale, loaded.direction);
      setState((previous) => (previous ? { ...previous, ...loaded } : previous));
    },
    [instance],
  );

  const value = useMemo<LocaleContextValue | null>(
    () => (state ? { ...state, changeLocale } : null),
    [state, changeLocale],
  );

  if (!value) return null;
  return (
    <I18nextProvider i18n={instance}>
      <LocaleContext value={value}>{children}</LocaleContext>
    </I18nextProvider>
  );
}
