import { oauthProviders, type OAuthProvider } from '../../../shared/auth/auth-responses';
import type { Env } from '../../env';
import { mintAppleClientSecret } from './apple-client-secret';

export type OAuthEnv = Pick<
  Env,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_TEAM_ID'
  | 'APPLE_KEY_ID'
  | 'APPLE_PRIVATE_KEY'
  | 'APPLE_ISSUER'
>;

export interface ProviderSettings {
  provider: OAuthProvider;
  issuer: string;
  clientId: string;
  /** A static secret (Google) or a freshly minted JWT (Apple). */
  clientSecret(): Promise<string>;
  scope: string;
  /** Apple requires form_post when the email scope is asked; its callback is then a POST. */
  responseMode?: 'form_post';
}

/** The provider's settings when env configures it completely, else undefined (provider off). */
export function providerSettings(env: OAuthEnv, provider: OAuthProvider): ProviderSettings | undefined {
  if (provider === 'google') {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: secret } = env;
    if (clientId === undefined || secret === undefined) return undefined;
    return {
      provider,
      issuer: env.GOOGLE_ISSUER,
      clientId,
      clientSecret: async () => secret,
      scope: 'openid email profile',
    };
  }
  const {
    APPLE_CLIENT_ID: clientId,
    APPLE_TEAM_ID: teamId,
    APPLE_KEY_ID: keyId,
    APPLE_PRIVATE_KEY: key,
  } = env;
  if (clientId === undefined || teamId === undefined || keyId === undefined || key === undefined)
    return undefined;
  return {
    provider,
    issuer: env.APPLE_ISSUER,
    clientId,
    clientSecret: () =>
      mintAppleClientSecret({ clientId, teamId, keyId, privateKey: key, audience: env.APPLE_ISSUER }),
    scope: 'openid email name',
    responseMode: 'form_post',
  };
}

export function enabledProviders(env: OAuthEnv): OAuthProvider[] {
  return oauthProviders.filter((provider) => providerSettings(env, provider) !== undefined);
}
