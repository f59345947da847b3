import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { Progress } from '../../../components/progress/progress';
import { TwoFactor } from '../../../components/two-factor/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import { providerReauthInProgress, reportProviderReauth } from '../../../lib/step-up/provider-reauth';
import type { LoginResponse, TokenPair } from '../../../shared/auth/auth-responses';
import { exchangeOAuthCode } from '../api/exchange-oauth-code';

/** The spec shows a progress bar at 60 while the sign-in code is exchanged. */
const CALLBACK_PROGRESS = 60;

/** Exchanges by code: the code is single use, so StrictMode's second effect must share the first call. */
const exchanges = new Map<string, Promise<LoginResponse | null>>();

function exchangeOnce(code: string): Promise<LoginResponse | null> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchangeOAuthCode(code).catch(() => null);
    exchanges.set(code, pending);
    void pending.finally(() => setTimeout(() => exchanges.delete(code), 1_000));
  }
  return pending;
}

/**
 * Shared body of /login-google-callback and /login-apple-callback: exchanges ?code for a session
 * and goes to /profile; without a code, or on any failure, goes to /login without a message.
 * An account with two-factor on is asked for its code here first, as on /login. In the popup of
 * a step-up (signing in again, ADR 013) it signs nobody in: the code goes to the waiting dialog.
 */
export function OAuthCallbackView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const { setTokens } = useAuth();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  // Read once: reporting clears the mark, and a later render must not turn into a sign-in.
  const [reauthId] = useState(providerReauthInProgress);

  useEffect(() => {
    let live = true;
    if (reauthId !== null) {
      reportProviderReauth(reauthId, code);
      return;
    }
    if (!code) {
      void navigate('/login', { replace: true });
      return;
    }
    void exchangeOnce(code).then((answer) => {
      if (!live) return;
      if (answer && 'challengeToken' in answer) {
        setChallengeToken(answer.challengeToken);
        return;
      }
      if (answer) setTokens(answer);
      void navigate(answer ? '/profile' : '/login', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [code, navigate, setTokens, reauthId]);

  if (reauthId !== null) {
    return (
      <PlaceholderPage
        title={t('pages.oauthCallback.title')}
        body={t('pages.oauthCallback.reauthenticated')}
      />
    );
  }

  if (challengeToken) {
    const signedIn = (pair: TokenPair) => {
      setTokens(pair);
      void navigate('/profile', { replace: true });
    };
    return (
      <PlaceholderPage title={t('pages.oauthCallback.title')} body={t('pages.oauthCallback.twoFactor')}>
        <TwoFactor
          mode="verify"
          challengeToken={challengeToken}
          onTokens={signedIn}
          onRestart={() => void navigate('/login', { replace: true })}
        />
      </PlaceholderPage>
    );
  }

  return (
    <PlaceholderPage title={t('pages.oauthCallback.title')} body={t('pages.oauthCallback.body')}>
      <Progress
        value={CALLBACK_PROGRESS}
        label={t('pages.oauthCallback.title')}
        className="mx-auto max-w-xs"
      />
    </PlaceholderPage>
  );
}
