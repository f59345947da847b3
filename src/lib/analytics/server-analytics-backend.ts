import type { FetchWithAuth } from '../api/create-fetch-with-auth';
import { sendJson } from '../api/send-json';
import type { AnalyticsBackend } from './analytics-backend';

export const TRACK_PATH = '/api/analytics/track';
export const IDENTIFY_PATH = '/api/analytics/identify';

/**
 * Our own API (spec §7): each call is one POST, with the member's bearer token when signed in
 * (the server files the event under the account, ADR 021). The runtime configuration names no
 * other API host, so the paths are this origin's. A failure or non-OK answer is logged and ignored.
 */
export function createServerAnalyticsBackend(fetcher: FetchWithAuth): AnalyticsBackend {
  const post = (path: string, body: unknown) => {
    sendJson(fetcher, 'POST', path, body).then(
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
    track: (call) => post(TRACK_PATH, call),
    identify: (call) => post(IDENTIFY_PATH, call),
  };
}
