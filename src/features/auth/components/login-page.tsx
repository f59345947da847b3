import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { TwoFactor } from '../../../components/two-factor/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { OAuthButtons } from './oauth-buttons';

/** /login: email and password, then a two-factor step when the account has it; Google and Apple. */
export function LoginPage() {
  const { t } = useTranslation();
  const { isLoggedIn, setTokens } = useAuth();
  const target = useRedirectTarget();
  const { search } = useLocation();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  if (isLoggedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('pages.login.title')}
      intro={challengeToken ? undefined : t('pages.login.body')}
      footer={
        challengeToken ? null : (
          <>
            {t('auth.login.noAccount')}{' '}
            <PreloadLink to={{ pathname: '/register', search }} className="link-accent">
              {t('auth.login.createAccountLink')}
            </PreloadLink>
          </>
        )
      }
    >
      {challengeToken ? (
        <TwoFactor
          mode="verify"
          challengeToken={challengeToken}
          onTokens={setTokens}
          onRestart={() => setChallengeToken(null)}
        />
      ) : (
        <>
          <LoginForm onTokens={setTokens} onChallenge={setChallengeToken} />
          <OAuthButtons />
        </>
      )}
    </AuthCard>
  );
}
