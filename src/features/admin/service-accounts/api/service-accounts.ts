import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  serviceAccountListSchema,
  serviceAccountSchema,
  type CreateServiceAccountRequest,
  type ServiceAccount,
  type UpdateServiceAccountRequest,
} from '../../../../shared/admin/service-accounts';

export const serviceAccountsQueryKey = ['admin', 'service-accounts'] as const;

/** GET /api/admin/service-accounts (admin) → every account, newest first. */
export function useServiceAccounts() {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: serviceAccountsQueryKey,
    queryFn: async () =>
      (
        await readJson(
          await sendJson(fetcher, 'GET', '/api/admin/service-accounts'),
          serviceAccountListSchema,
        )
      ).items,
  });
}

async function createServiceAccount(
  fetcher: FetchWithAuth,
  body: CreateServiceAccountRequest,
): Promise<ServiceAccount> {
  return readJson(await sendJson(fetcher, 'POST', '/api/admin/service-accounts', body), serviceAccountSchema);
}

/** POST /api/admin/service-accounts {name, description?}. */
export function useCreateServiceAccount() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceAccountRequest) => createServiceAccount(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsQueryKey }),
  });
}

async function updateServiceAccount(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateServiceAccountRequest,
): Promise<ServiceAccount> {
  const path = `/api/admin/service-accounts/${encodeURIComponent(id)}`;
  return readJson(await sendJson(fetcher, 'PATCH', path, body), serviceAccountSchema);
}

/** PATCH /api/admin/service-accounts/{id}: activate, deactivate, rename. */
export function useUpdateServiceAccount() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateServiceAccountRequest }) =>
      updateServiceAccount(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsQueryKey }),
  });
}
