import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../../../lib/auth/auth-provider';
import { makeTestToken } from '../../../lib/auth/test-tokens';
import { RuntimeConfigProvider } from '../../../lib/runtime-config/runtime-config-provider';
import { TestI18n } from '../../../lib/testing/render-for-test';
import { testRuntimeConfig } from '../../../lib/testing/stub-fetch';
import { AppToaster } from '../../toast/app-toaster';

/** Stores tokens for `userId`, as a sign-in would, before the providers mount. */
export function signInForTest(userId: string): void {
  localStorage.setItem(
    'accessToken',
    makeTestToken({
      sub: userId,
      email: `${userId}@example.com`,
      role: 'user',
      exp: Math.floor(Date.now() / 1000) + 900,
    }),
  );
  localStorage.setItem('refreshToken', `refresh-${userId}`);
}

/** What a canvas page sits in: configuration, session, English texts and the toaster, in StrictMode. */
export function MemberProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={testRuntimeConfig}>
        <TestI18n>
          <AuthProvider>
            {children}
            <AppToaster />
          </AuthProvider>
        </TestI18n>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
