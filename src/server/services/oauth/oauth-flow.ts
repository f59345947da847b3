import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
} from 'openid-client';
import type { OAuthProvider } from '../../../shared/auth/auth-responses';
import {
  holdAuthorizationResponse,
  insertOAuthCode,
  insertOAuthState,
  takeOAuthState,
} from '../../db/repositories/oauth-repository';
import type { AuthContext } from '../auth/auth-context';
import { hashToken, randomToken } from '../auth/opaque-token';
import { isBrowserBound, newBrowserBinding } from './browser-binding';
import { callbackParamsSchema, type CallbackParams } from './callback-params';
import { accountForIdentity } from './oauth-account';
import { oidcConfiguration } from './oidc-configuration';
import type { ProviderSettings } from './oauth-providers';

/** How long the user may spend at the provider; the browser's cookie lives as long. */
export const stateLifetimeMs = 10 * 60_000;
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
 * The provider's authorization URL, with PKCE, state and nonce, and the secret the browser keeps
 * in a cookie (the state is its hash, see browser-binding). The verifier and nonce are kept in
 * the database so that any instance may receive the callback.
 */
export async function startAuthorization(
  ctx: AuthContext,
  settings: ProviderSettings,
): Promise<{ url: string; browserSecret: string }> {
  const config = await oidcConfiguration(settings);
  const { secret: browserSecret, state } = newBrowserBinding();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  await insertOAuthState(
    ctx.db,
    { state, provider: settings.provider, nonce, codeVerifier },
    ctx.clock.nowMs() + stateLifetimeMs,
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
  return { url: buildAuthorizationUrl(config, parameters).href, browserSecret };
}

/** Our landing page without a code (the client goes on to /login), after logging why. */
function failedSignIn(ctx: AuthContext, provider: OAuthProvider, reason: string, error?: unknown): string {
  ctx.logger.warn({ provider, reason, err: error }, 'external sign-in failed');
  return landingUrl(ctx.env.APP_URL, provider);
}

/**
 * Apple's form_post arrives as a cross-site POST, which carries no SameSite=Lax cookie, so the
 * browser cannot be checked here. The post's fields are held with their state, and the browser
 * is sent on to a GET of the callback naming only the state: a top-level GET carries the cookie,
 * and finishAuthorization checks it there. Answers where to send the browser.
 */
export async function holdFormPost(
  ctx: AuthContext,
  settings: ProviderSettings,
  params: CallbackParams,
): Promise<string> {
  const { provider } = settings;
  const state = params['state'];
  if (settings.responseMode !== 'form_post')
    return failedSignIn(ctx, provider, 'a POST callback for a GET provider');
  if (state === undefined) return failedSignIn(ctx, provider, params['error'] ?? 'no state');
  if (!(await holdAuthorizationResponse(ctx.db, provider, state, JSON.stringify(params)))) {
    return failedSignIn(ctx, provider, params['error'] ?? 'unknown, expired or already answered state');
  }
  const next = new URL(callbackUrl(ctx.env.APP_URL, provider));
  next.searchParams.set('state', state);
  return next.href;
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
 * Completes the provider's callback: checks that it reached the browser that started the flow
 * (`browserSecret`, from its cookie) before touching the state, takes the state (single use) with
 * any held form_post fields, exchanges the code with the PKCE verifier, checks the ID token and
 * its nonce, finds or links the account, and answers the URL of our landing page with a one-time
 * code — or without one when anything failed, another browser included.
 */
export async function finishAuthorization(
  ctx: AuthContext,
  settings: ProviderSettings,
  query: CallbackParams,
  browserSecret: string | undefined,
): Promise<string> {
  const { provider } = settings;
  const failed = (reason: string, error?: unknown) => failedSignIn(ctx, provider, reason, error);
  const state = query['state'];
  if (state === undefined) return failed(query['error'] ?? 'no state');
  if (!isBrowserBound(state, browserSecret)) return failed('not the browser that started the sign-in');
  const stored = await takeOAuthState(ctx.db, provider, state);
  if (!stored) return failed(query['error'] ?? 'unknown or expired state');
  const params =
    stored.authorizationResponse === null
      ? query
      : callbackParamsSchema.parse(JSON.parse(stored.authorizationResponse));
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
  await insertOAuthCode(ctx.db, user.id, hashToken(code), ctx.clock.nowMs() + oauthCodeLifetimeMs);
  return landingUrl(ctx.env.APP_URL, provider, code);
}
