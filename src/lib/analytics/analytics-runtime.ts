import type { AuthSession } from '../auth/auth-session';
import { createFetchWithAuth } from '../api/create-fetch-with-auth';
import type { AnalyticsBackend } from './analytics-backend';
import { createAnalytics } from './create-analytics';
import { createPosthogBackend, type PosthogLoader } from './posthog-backend';
import { createServerAnalyticsBackend } from './server-analytics-backend';

export interface BackendSettings {
  session: AuthSession;
  posthogKey: string | undefined;
  posthogHost: string | undefined;
  loadPosthog: PosthogLoader | undefined;
}

/** Our own API's backend, and PostHog's when /config.json has POSTHOG_KEY. */
function createBackends({
  session,
  posthogKey,
  posthogHost,
  loadPosthog,
}: BackendSettings): AnalyticsBackend[] {
  // A background call never navigates: a lost session is the pages' business.
  const server = createServerAnalyticsBackend(
    createFetchWithAuth({ session, onSessionLost: () => undefined }),
  );
  if (!posthogKey) return [server];
  return [server, createPosthogBackend({ key: posthogKey, host: posthogHost, load: loadPosthog })];
}

/** What AnalyticsProvider loads once Analytics is consented: a chunk of its own (ADR 034). */
export const analyticsRuntime = { createBackends, createAnalytics };
export type AnalyticsRuntime = typeof analyticsRuntime;
