import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { TwoFactor } from '../../../components/two-factor/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import type { RegisterRequest } from '../../../shared/auth/auth-requests';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { AuthCard } from './auth-card';
import { OAuthButtons } from './oauth-buttons';
import { RegisterCodeStep } from './register-code-step';
import { RegisterForm } from './register-form';

type Step =
  | { name: 'form'; registration?: RegisterRequest }
  | { name: 'code'; registration: RegisterRequest; registrationToken: string }
  | { name: 'protect'; password: string };

/**
 * /register: the details, then the code emailed to the address (ADR 013), then an offer to set
 * up two-factor that can be skipped (spec §4). The password the member has just chosen confirms
 * that set-up's step-up, so they are not asked for it again a moment later; it is kept in memory
 * for this step only. A visitor who is already signed in goes to the redirect target.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { isLoggedIn, setTokens } = useAuth();
  const target = useRedirectTarget();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>({ name: 'form' });

  if (step.name === 'protect') {
    const leave = () => void navigate(target, { replace: true });
    return (
      <AuthCard title={t('auth.protectAccount.heading')} intro={t('auth.protectAccount.intro')}>
        <TwoFactor mode="setup" stepUpPassword={step.password} onDone={leave} onSkip={leave} />
      </AuthCard>
    );
  }
  if (isLoggedIn) return <Navigate to={target} replace />;

  if (step.name === 'code') {
    const { registration, registrationToken } = step;
    const onRegistered = (pair: TokenPair) => {
      setStep({ name: 'protect', password: registration.password });
      setTokens(pair);
    };
    return (
      <AuthCard title={t('auth.register.checkEmail.heading')}>
        <RegisterCodeStep
          key={registrationToken}
          registration={registration}
          registrationToken={registrationToken}
          onRegistered={onRegistered}
          onResent={(token) => setStep({ name: 'code', registration, registrationToken: token })}
          onChangeDetails={() => setStep({ name: 'form', registration })}
        />
      </AuthCard>
    );
  }

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
      <RegisterForm
        initial={step.registration}
        onRegistered={(pending, registration) =>
          setStep({ name: 'code', registration, registrationToken: pending.registrationToken })
        }
      />
      <OAuthButtons />
    </AuthCard>
  );
}
