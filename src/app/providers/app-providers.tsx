import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { StepUpProvider } from '../../components/step-up/step-up-provider';
import { AppToaster } from '../../components/toast/app-toaster';
import { AnalyticsProvider } from '../../lib/analytics/analytics-provider';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { FeatureFlagsProvider } from '../../lib/flags/feature-flags-provider';
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

/** Runtime config → query client → session → i18n → theme → step-up → analytics → flags → page and toaster, outermost first. */
export function AppProviders({ config, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {/* The session starts before the locale loads, so a startup refresh is not delayed by it. */}
        <AuthProvider>
          <I18nProvider>
            <ArkLocaleBridge>
              <ThemeProvider>
                <StepUpProvider>
                  <AnalyticsProvider>
                    <FeatureFlagsProvider>
                      {children}
                      <AppToaster />
                    </FeatureFlagsProvider>
                  </AnalyticsProvider>
                </StepUpProvider>
              </ThemeProvider>
            </ArkLocaleBridge>
          </I18nProvider>
        </AuthProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
