import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthProvidersResponseSchema, type OAuthProvider } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../../lib/api/api-client';
import { readJson } from '../../../lib/api/read-json';
import { authKeys } from './auth-keys';

/** GET /api/auth/oauth/providers → the configured external sign-in providers. */
export async function getOAuthProviders(): Promise<OAuthProvider[]> {
  const response = await createApiClient().auth.oauth.providers.$get();
  return (await readJson(response, oauthProvidersResponseSchema)).providers;
}

export const oauthProvidersQueryOptions = queryOptions({
  queryKey: authKeys.oauthProviders,
  queryFn: getOAuthProviders,
  staleTime: 5 * 60 * 1000,
  retry: 1,
});

export function useOAuthProviders() {
  return useQuery(oauthProvidersQueryOptions);
}
