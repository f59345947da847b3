import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After any change to a subscription or trial, every cached answer is asked for again: a plan
 * unlocks or locks images, soundtracks and preferences across features, not only the
 * subscription itself. Plan changes are rare, so refetching what is on screen costs little.
 */
export function useInvalidateSubscription(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
