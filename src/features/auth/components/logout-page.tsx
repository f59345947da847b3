import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { useAuth } from '../../../lib/auth/use-auth';
import { logout } from '../api/logout';

/** Sign-outs in progress, by refresh token: StrictMode's second effect joins the first. */
const inFlight = new Map<string, Promise<void>>();

/** /logout: ends the session on the server, then clears the tokens and the query cache. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { refreshToken, clearTokens } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    const finish = () => {
      clearTokens();
      queryClient.clear();
      if (live) void navigate('/', { replace: true });
    };
    if (!refreshToken) {
      finish();
      return;
    }
    let pending = inFlight.get(refreshToken);
    if (!pending) {
      pending = logout(refreshToken).finally(() => inFlight.delete(refreshToken));
      inFlight.set(refreshToken, pending);
    }
    void pending.then(finish);
    return () => {
      live = false;
    };
    // Runs once per page visit; the token it read is the one to revoke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <PlaceholderPage title={t('pages.logout.title')} body={t('pages.logout.body')} />;
}
