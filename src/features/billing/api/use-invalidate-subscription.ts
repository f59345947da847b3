import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { subscriptionQueryRoot } from './get-subscription';

/** After any change to a subscription, every cached copy of it is asked for again. */
export function useInvalidateSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: subscriptionQueryRoot }), [queryClient]);
}
