import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthProvidersResponseSchema, type OAuthProvider } from '../../../shared/auth/auth-responses';
import { readJson } from '../../../lib/api/read-json';

/** GET /api/auth/oauth/providers → the configured external sign-in providers. */
export async function getOAuthProviders(): Promise<OAuthProvider[]> {
  const response = await fetch('/api/auth/oauth/providers', { credentials: 'include' });
  return (await readJson(response, oauthProvidersResponseSchema)).providers;
}

export const oauthProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'oauth-providers'],
  queryFn: getOAuthProviders,
  staleTime: 5 * 60 * 1000,
  retry: 1,
});

export function useOAuthProviders() {
  return useQuery(oauthProvidersQueryOptions);
}
