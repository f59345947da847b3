import { useMutation } from '@tanstack/react-query';
import type { LocalPayRequest } from '../../../shared/billing/local-provider';
import { localProviderApi } from './local-provider-client';
import { readRedirect } from './read-redirect';

/**
 * POST /api/billing/local/checkout/:sessionId/pay {cardNumber} → the success URL (null: none
 * usable). A declined card answers 402, any other card 400, a used or expired session 404.
 */
export async function payLocalCheckout(sessionId: string, body: LocalPayRequest): Promise<string | null> {
  const param = { sessionId: encodeURIComponent(sessionId) };
  const response = await localProviderApi().checkout[':sessionId'].pay.$post({ param, json: body });
  return readRedirect(response);
}

export function usePayLocalCheckout(sessionId: string) {
  return useMutation({ mutationFn: (body: LocalPayRequest) => payLocalCheckout(sessionId, body) });
}
