import { QueryClient } from '@tanstack/react-query';
import { retryDelay } from './retry-delay';

/** Idle query data is dropped after five minutes (spec §9). */
const GC_TIME_MS = 5 * 60 * 1000;

/** The app's QueryClient with the spec's data-fetching defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}
