import { createApiClient } from '../api/api-client';
import type { FetchWithAuth } from '../api/create-fetch-with-auth';
import type { AnalyticsBackend } from './analytics-backend';

/**
 * Our own API (spec §7): each call is one POST, with the member's bearer token when signed in
 * (the server files the event under the account, ADR 021). The runtime configuration names no
 * other API host, so the paths are this origin's. A failure or non-OK answer is logged and ignored.
 */
export function createServerAnalyticsBackend(fetcher: FetchWithAuth): AnalyticsBackend {
  const { track, identify } = createApiClient(fetcher).analytics;
  const report = (path: string, sent: Promise<{ ok: boolean; status: number }>) => {
    sent.then(
      (response) => {
        if (!response.ok) console.warn(`Analytics: ${path} answered ${response.status}`);
      },
      (error: unknown) =>
        console.warn(`Analytics: ${path} failed`, error instanceof Error ? error.message : String(error)),
    );
  };
  return {
    name: 'server',
    start: () => Promise.resolve(),
    stop: () => undefined,
    track: (call) => report(track.$path(), track.$post({ json: call })),
    identify: (call) => report(identify.$path(), identify.$post({ json: call })),
  };
}
