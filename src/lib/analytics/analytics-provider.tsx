import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { createFetchWithAuth } from '../api/create-fetch-with-auth';
import { useAuth } from '../auth/use-auth';
import { consentCategoriesAtom } from '../consent/consent-atoms';
import { useEnv } from '../runtime-config/use-env';
import { AnalyticsContext } from './analytics-context';
import { createAnalytics } from './create-analytics';
import { createPosthogBackend, importPosthog, type PosthogLoader } from './posthog-backend';
import { createServerAnalyticsBackend } from './server-analytics-backend';
import { useStartedBackends } from './use-started-backends';

interface AnalyticsProviderProps {
  children: ReactNode;
  /** How posthog-js is loaded (its own chunk); tests count the loads. */
  loadPosthog?: PosthogLoader;
}

/**
 * Product analytics (spec §4, §7): our own API, and PostHog when /config.json has POSTHOG_KEY.
 * Nothing is loaded or sent before Analytics is consented, not even to our own API (the consent
 * notice promises no analytics without it); withdrawing consent stops every backend. Until all
 * backends have started, useAnalytics() is not ready and its calls are dropped.
 */
export function AnalyticsProvider({ children, loadPosthog = importPosthog }: AnalyticsProviderProps) {
  const { session, user } = useAuth();
  const { POSTHOG_KEY, POSTHOG_HOST } = useEnv();
  const consented = useAtomValue(consentCategoriesAtom).analytics;

  const backends = useMemo(() => {
    // A background call never navigates: a lost session is the pages' business.
    const server = createServerAnalyticsBackend(
      createFetchWithAuth({ session, onSessionLost: () => undefined }),
    );
    if (!POSTHOG_KEY) return [server];
    return [server, createPosthogBackend({ key: POSTHOG_KEY, host: POSTHOG_HOST, load: loadPosthog })];
  }, [session, POSTHOG_KEY, POSTHOG_HOST, loadPosthog]);

  const started = useStartedBackends(backends, consented);
  const userId = user?.id ?? null;
  const analytics = useMemo(() => createAnalytics(started, userId), [started, userId]);
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}
