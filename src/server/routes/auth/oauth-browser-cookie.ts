import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { OAuthProvider } from '../../../shared/auth/auth-responses';
import type { AppEnv } from '../../http/app-env';
import { stateLifetimeMs } from '../../services/oauth/oauth-flow';

const cookieName = (provider: OAuthProvider) => `oauth_${provider}`;

/**
 * The browser's secret for a sign-in in progress (see browser-binding): HttpOnly, sent only to
 * the OAuth routes, for as long as the state lives. SameSite=Lax reaches the provider's
 * top-level GET back to us, and no cross-site POST; Apple's form_post is continued as a GET.
 */
function options(appUrl: string): CookieOptions {
  return {
    path: '/api/auth/oauth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: appUrl.startsWith('https:'),
  };
}

export function setBrowserSecret(
  c: Context<AppEnv>,
  appUrl: string,
  provider: OAuthProvider,
  secret: string,
) {
  setCookie(c, cookieName(provider), secret, { ...options(appUrl), maxAge: stateLifetimeMs / 1000 });
}

/** The secret the browser sent, if any; the cookie is cleared, as its state is single use. */
export function takeBrowserSecret(c: Context<AppEnv>, appUrl: string, provider: OAuthProvider) {
  const secret = getCookie(c, cookieName(provider));
  if (secret !== undefined) deleteCookie(c, cookieName(provider), options(appUrl));
  return secret;
}
