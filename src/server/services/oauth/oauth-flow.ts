import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { OAuthProvider } from '../../../shared/auth/auth-responses';
import { nowMs } from '../../clock';
import { insertOAuthCode, insertOAuthState, takeOAuthState } from '../../db/repositories/oauth-repository';
import type { AuthContext } from '../auth/auth-context';
import { hashToken, randomToken } from '../auth/opaque-token';
import { accountForIdentity } from './oauth-account';
import { oidcConfiguration } from './oidc-configuration';
import type { ProviderSettings } from './oauth-providers';

/** How long the user may spend at the provider. */
const stateLifetimeMs = 10 * 60_000;
/** The one-time code on our callback page's URL: the page exchanges it at once. */
export const oauthCodeLifetimeMs = 60_000;

export function callbackUrl(appUrl: string, provider: OAuthProvider): string {
  return `${appUrl}/api/auth/oauth/${provider}/callback`;
}

/** Where the browser lands after the provider: the client page that exchanges the code. */
export function landingUrl(appUrl: string, provider: OAuthProvider, code?: string): string {
  const url = new URL(`${appUrl}/login-${provider}-callback`);
  if (code !== undefined) url.searchParams.set('code', code);
  else url.searchParams.set('error', 'oauth_failed');
  return url.toString();
}

/**
 * The provider's authorization URL, with PKCE, state and nonce. They are kept in the database
 * rather than a cookie: Apple comes back with a cross-site POST, which a SameSite=Lax cookie
 * does not survive, and any instance may receive the callback.
 */
export async function startAuthorization(ctx: AuthContext, settings: ProviderSettings): Promise<string> {
  const config = await oidcConfiguration(settings);
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  await insertOAuthState(
    ctx.db,
    { state, provider: settings.provider, nonce, codeVerifier },
    nowMs() + stateLifetimeMs,
  );
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(ctx.env.APP_URL, settings.provider),
    scope: settings.scope,
    state,
    nonce,
    code_challenge: await calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (settings.responseMode) parameters['response_mode'] = settings.responseMode;
  return buildAuthorizationUrl(config, parameters).href;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Apple sends the user's name only on the first sign-in, as JSON in the form's `user` field. */
function appleName(userField: string | undefined): string | undefined {
  if (userField === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(userField);
    if (typeof parsed !== 'object' || parsed === null || !('name' in parsed)) return undefined;
    const name = parsed.name;
    if (typeof name !== 'object' || name === null) return undefined;
    const first = 'firstName' in name ? optionalString(name.firstName) : undefined;
    const last = 'lastName' in name ? optionalString(name.lastName) : undefined;
    return [first, last].filter(Boolean).join(' ') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Completes the provider's callback: checks state (single use), exchanges the code with the
 * PKCE verifier, checks the ID token and its nonce, finds or links the account, and answers
 * the URL of our landing page with a one-time code — or without one when anything failed.
 */
export async function finishAuthorization(
  ctx: AuthContext,
  settings: ProviderSettings,
  params: Record<string, string>,
): Promise<string> {
  const { provider } = settings;
  const failed = (reason: string, error?: unknown) => {
    ctx.logger.warn({ provider, reason, err: error }, 'external sign-in failed');
    return landingUrl(ctx.env.APP_URL, provider);
  };
  const stored =
    params['state'] === undefined ? undefined : await takeOAuthState(ctx.db, provider, params['state']);
  if (!stored) return failed(params['error'] ?? 'unknown or expired state');
  const currentUrl = new URL(callbackUrl(ctx.env.APP_URL, provider));
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'user') currentUrl.searchParams.set(key, value);
  }
  let claims;
  try {
    const tokens = await authorizationCodeGrant(await oidcConfiguration(settings), currentUrl, {
      pkceCodeVerifier: stored.codeVerifier,
      expectedState: stored.state,
      expectedNonce: stored.nonce,
    });
    claims = tokens.claims();
  } catch (error) {
    return failed('code exchange or ID token check failed', error);
  }
  if (!claims) return failed('no ID token');
  const user = await accountForIdentity(ctx, {
    provider,
    issuer: claims.iss,
    subject: claims.sub,
    email: optionalString(claims['email']),
    emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
    name: optionalString(claims['name']) ?? appleName(params['user']),
  });
  if (!user) return failed('no verified email to link or create an account');
  const code = randomToken();
  await insertOAuthCode(ctx.db, user.id, hashToken(code), nowMs() + oauthCodeLifetimeMs);
  return landingUrl(ctx.env.APP_URL, provider, code);
}
