import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { Progress } from '../../../components/progress/progress';
import { useAuth } from '../../../lib/auth/use-auth';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { exchangeOAuthCode } from '../api/exchange-oauth-code';

/** The spec shows a progress bar at 60 while the sign-in code is exchanged. */
const CALLBACK_PROGRESS = 60;

/** Exchanges by code: the code is single use, so StrictMode's second effect must share the first call. */
const exchanges = new Map<string, Promise<TokenPair | null>>();

function exchangeOnce(code: string): Promise<TokenPair | null> {
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
 */
export function OAuthCallbackView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const { setTokens } = useAuth();

  useEffect(() => {
    let live = true;
    if (!code) {
      void navigate('/login', { replace: true });
      return;
    }
    void exchangeOnce(code).then((pair) => {
      if (!live) return;
      if (pair) setTokens(pair);
      void navigate(pair ? '/profile' : '/login', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [code, navigate, setTokens]);

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
