import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { readRedirect } from './read-redirect';

/** POST /api/billing/portal → the provider's customer portal URL (null: none usable). */
export async function openPortal(fetcher: FetchWithAuth): Promise<string | null> {
  return readRedirect(await createApiClient(fetcher).billing.portal.$post());
}

export function useOpenPortal() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: () => openPortal(fetcher) });
}
