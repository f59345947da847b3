import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  apiTokenListSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  type CreateApiTokenRequest,
} from '../../../../shared/admin/service-accounts';
import { serviceAccountsQueryKey } from './service-accounts';

const tokensQueryKey = (accountId: string) => [...serviceAccountsQueryKey, accountId, 'tokens'] as const;
const tokensPath = (accountId: string) =>
  `/api/admin/service-accounts/${encodeURIComponent(accountId)}/tokens`;

/** GET /api/admin/service-accounts/{id}/tokens → the account's tokens with status and last use. */
export function useApiTokens(accountId: string) {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: tokensQueryKey(accountId),
    queryFn: async () =>
      (await readJson(await sendJson(fetcher, 'GET', tokensPath(accountId)), apiTokenListSchema)).items,
  });
}

/** POST …/tokens → the new token with its secret, the only time it is ever sent. */
export function useCreateApiToken(accountId: string) {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenRequest) =>
      readJson(await sendJson(fetcher, 'POST', tokensPath(accountId), body), createdApiTokenSchema),
    // The account list counts active tokens, so both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsQueryKey }),
  });
}

/** POST /api/admin/tokens/{id}/revoke {reason}: irreversible. */
export function useRevokeApiToken() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      readJson(
        await sendJson(fetcher, 'POST', `/api/admin/tokens/${encodeURIComponent(id)}/revoke`, { reason }),
        apiTokenSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsQueryKey }),
  });
}
