import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';

/** Tells Ark UI components the current locale, so toasts and popovers follow RTL. */
export function ArkLocaleBridge({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
