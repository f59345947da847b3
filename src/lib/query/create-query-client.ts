import { QueryClient } from '@tanstack/react-query';
import { retryDelay } from './retry-delay';
import { shouldRetryQuery } from './should-retry-query';

/** Idle query data is dropped after five minutes (spec §9). */
const GC_TIME_MS = 5 * 60 * 1000;

/** The app's QueryClient with the spec's data-fetching defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}
