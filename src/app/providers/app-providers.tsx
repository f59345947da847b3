import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../../components/toast/app-toaster';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { createQueryClient } from '../../lib/query/create-query-client';
import { RuntimeConfigProvider } from '../../lib/runtime-config/runtime-config-provider';
import type { RuntimeConfig } from '../../lib/runtime-config/runtime-config-schema';
import { ThemeProvider } from '../../lib/theme/theme-provider';
import { ArkLocaleBridge } from './ark-locale-bridge';

interface AppProvidersProps {
  config: RuntimeConfig;
  children: ReactNode;
}

/** Runtime config → query client → i18n → theme → toaster, outermost first. */
export function AppProviders({ config, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <ArkLocaleBridge>
            <ThemeProvider>
              {children}
              <AppToaster />
            </ThemeProvider>
          </ArkLocaleBridge>
        </I18nProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
