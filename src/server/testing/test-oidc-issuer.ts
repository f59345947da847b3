import { OAuth2Server } from 'oauth2-mock-server';

export interface IdentityClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export interface TestOidcIssuer {
  url: string;
  /** The claims the next ID tokens carry. */
  signInAs(claims: IdentityClaims): void;
  /**
   * Plays the browser at the provider: follows the authorization URL and answers the code and
   * state the provider would send back to our callback.
   */
  authorize(authorizationUrl: string): Promise<{ code: string; state: string; callback: URL }>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider on loopback (oauth2-mock-server), standing in for Google and Apple. */
export async function startTestOidcIssuer(): Promise<TestOidcIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let claims: IdentityClaims = { sub: 'nobody' };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  const url = server.issuer.url;
  if (url === undefined) throw new Error('the OIDC issuer did not start');
  return {
    url,
    signInAs(next) {
      claims = next;
    },
    async authorize(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const callback = new URL(response.headers.get('Location') ?? '');
      return {
        code: callback.searchParams.get('code') ?? '',
        state: callback.searchParams.get('state') ?? '',
        callback,
      };
    },
    close: () => server.stop(),
  };
}
