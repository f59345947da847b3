import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '../../../shared/auth/auth-responses';
import { useOAuthProviders } from '../api/get-oauth-providers';

const labels = {
  google: 'auth.login.continueWithGoogle',
  apple: 'auth.login.continueWithApple',
} as const satisfies Record<OAuthProvider, string>;

/**
 * Google and Apple sign-in, shown only for the providers the server has configured. Plain links:
 * the server's start endpoint redirects to the provider, so this is a full page navigation.
 */
export function OAuthButtons() {
  const { t } = useTranslation();
  const { data: providers } = useOAuthProviders();
  if (!providers?.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs tracking-[0.2em] text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('auth.login.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </p>
      {providers.map((provider) => (
        <a
          key={provider}
          href={`/api/auth/oauth/${provider}/start`}
          className="button-quiet"
          data-testid={`oauth-${provider}`}
        >
          {t(labels[provider])}
        </a>
      ))}
    </div>
  );
}
