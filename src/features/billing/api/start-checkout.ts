import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import type { CheckoutRequest } from '../../../shared/billing/subscription';
import { readRedirect } from './read-redirect';

/** POST /api/billing/checkout {planId, cycle} → the provider's hosted checkout URL (null: none usable). */
export async function startCheckout(fetcher: FetchWithAuth, body: CheckoutRequest): Promise<string | null> {
  return readRedirect(await createApiClient(fetcher).billing.checkout.$post({ json: body }));
}

export function useStartCheckout() {
  const fetcher = useFetchWithAuth();
  return useMutation({ mutationFn: (body: CheckoutRequest) => startCheckout(fetcher, body) });
}
