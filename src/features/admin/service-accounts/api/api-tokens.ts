import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  apiTokenListSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  type CreateApiTokenRequest,
} from '../../../../shared/admin/service-accounts';
import { serviceAccountsKeys } from './service-accounts-keys';

/** The typed client's /api/admin/service-accounts/{id}/tokens and its path parameter. */
const accountTokens = (fetcher: FetchWithAuth, accountId: string) => ({
  tokens: createApiClient(fetcher).admin['service-accounts'][':id'].tokens,
  param: { id: encodeURIComponent(accountId) },
});

/** GET /api/admin/service-accounts/{id}/tokens → the account's tokens with status and last use. */
export function useApiTokens(accountId: string) {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: serviceAccountsKeys.tokens(accountId),
    queryFn: async () => {
      const { tokens, param } = accountTokens(fetcher, accountId);
      return (await readJson(await tokens.$get({ param }), apiTokenListSchema)).items;
    },
  });
}

/** POST …/tokens → the new token with its secret, the only time it is ever sent. */
export function useCreateApiToken(accountId: string) {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenRequest) => {
      const { tokens, param } = accountTokens(fetcher, accountId);
      return readJson(await tokens.$post({ param, json: body }), createdApiTokenSchema);
    },
    // The account list counts active tokens, so both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsKeys.all }),
  });
}

/** POST /api/admin/tokens/{id}/revoke {reason}: irreversible. */
export function useRevokeApiToken() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      readJson(
        await createApiClient(fetcher).admin.tokens[':id'].revoke.$post({
          param: { id: encodeURIComponent(id) },
          json: { reason },
        }),
        apiTokenSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsKeys.all }),
  });
}
