import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  serviceAccountListSchema,
  serviceAccountSchema,
  type CreateServiceAccountRequest,
  type ServiceAccount,
  type UpdateServiceAccountRequest,
} from '../../../../shared/admin/service-accounts';
import { serviceAccountsKeys } from './service-accounts-keys';

/** GET /api/admin/service-accounts (admin) → every account, newest first. */
export function useServiceAccounts() {
  const fetcher = useFetchWithAuth();
  return useQuery({
    queryKey: serviceAccountsKeys.all,
    queryFn: async () =>
      (
        await readJson(
          await createApiClient(fetcher).admin['service-accounts'].$get(),
          serviceAccountListSchema,
        )
      ).items,
  });
}

async function createServiceAccount(
  fetcher: FetchWithAuth,
  body: CreateServiceAccountRequest,
): Promise<ServiceAccount> {
  return readJson(
    await createApiClient(fetcher).admin['service-accounts'].$post({ json: body }),
    serviceAccountSchema,
  );
}

/** POST /api/admin/service-accounts {name, description?}. */
export function useCreateServiceAccount() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceAccountRequest) => createServiceAccount(fetcher, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsKeys.all }),
  });
}

async function updateServiceAccount(
  fetcher: FetchWithAuth,
  id: string,
  body: UpdateServiceAccountRequest,
): Promise<ServiceAccount> {
  const account = createApiClient(fetcher).admin['service-accounts'][':id'];
  return readJson(
    await account.$patch({ param: { id: encodeURIComponent(id) }, json: body }),
    serviceAccountSchema,
  );
}

/** PATCH /api/admin/service-accounts/{id}: activate, deactivate, rename. */
export function useUpdateServiceAccount() {
  const fetcher = useFetchWithAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateServiceAccountRequest }) =>
      updateServiceAccount(fetcher, id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountsKeys.all }),
  });
}
