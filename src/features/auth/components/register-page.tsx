import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { TwoFactor } from '../../../components/two-factor/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { AuthCard } from './auth-card';
import { OAuthButtons } from './oauth-buttons';
import { RegisterForm } from './register-form';

/**
 * /register: create an account, then an offer to set up two-factor that can be skipped (spec §4).
 * A visitor who is already signed in goes to the redirect target.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { isLoggedIn, setTokens } = useAuth();
  const target = useRedirectTarget();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [justRegistered, setJustRegistered] = useState(false);

  if (justRegistered) {
    const leave = () => void navigate(target, { replace: true });
    return (
      <AuthCard title={t('auth.protectAccount.heading')} intro={t('auth.protectAccount.intro')}>
        <TwoFactor mode="setup" onDone={leave} onSkip={leave} />
      </AuthCard>
    );
  }
  if (isLoggedIn) return <Navigate to={target} replace />;

  const onRegistered = (pair: TokenPair) => {
    setJustRegistered(true);
    setTokens(pair);
  };

  return (
    <AuthCard
      title={t('pages.register.title')}
      intro={t('pages.register.body')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <PreloadLink to={{ pathname: '/login', search }} className="link-accent">
            {t('auth.register.signInLink')}
          </PreloadLink>
        </>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
      <OAuthButtons />
    </AuthCard>
  );
}
