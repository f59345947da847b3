import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { consentCategoriesAtom } from '../consent/consent-atoms';
import { useEnv } from '../runtime-config/use-env';
import type { AnalyticsBackend } from './analytics-backend';
import { AnalyticsContext, notReadyAnalytics } from './analytics-context';
import type { AnalyticsRuntime } from './analytics-runtime';
import type { PosthogLoader } from './posthog-backend';
import { useStartedBackends } from './use-started-backends';

interface AnalyticsProviderProps {
  children: ReactNode;
  /** How posthog-js is loaded (its own chunk); tests count the loads. */
  loadPosthog?: PosthogLoader;
}

const noBackends: readonly AnalyticsBackend[] = [];

/** The backends' code, fetched the first time Analytics is consented; null until it has come. */
function useAnalyticsRuntime(consented: boolean): AnalyticsRuntime | null {
  const [runtime, setRuntime] = useState<AnalyticsRuntime | null>(null);
  useEffect(() => {
    if (!consented || runtime) return undefined;
    let current = true;
    void import('./analytics-runtime').then((module) => {
      if (current) setRuntime(module.analyticsRuntime);
    });
    return () => {
      current = false;
    };
  }, [consented, runtime]);
  return runtime;
}

/**
 * Product analytics (spec §4, §7): our own API, and PostHog when /config.json has POSTHOG_KEY.
 * Nothing is loaded or sent before Analytics is consented, not even to our own API (the consent
 * notice promises no analytics without it), nor is the backends' code fetched (ADR 034);
 * withdrawing consent stops every backend. Until all backends have started, useAnalytics() is
 * not ready and its calls are dropped.
 */
export function AnalyticsProvider({ children, loadPosthog }: AnalyticsProviderProps) {
  const { session, user } = useAuth();
  const { POSTHOG_KEY, POSTHOG_HOST } = useEnv();
  const consented = useAtomValue(consentCategoriesAtom).analytics;
  const runtime = useAnalyticsRuntime(consented);

  // What an earlier, now expired or withdrawn consent left behind goes, even without the
  // backends' code.
  useEffect(() => {
    if (!consented && POSTHOG_KEY)
      void import('./posthog-storage').then((module) => module.clearPosthogStorage());
  }, [consented, POSTHOG_KEY]);

  const backends = useMemo(
    () =>
      runtime?.createBackends({ session, posthogKey: POSTHOG_KEY, posthogHost: POSTHOG_HOST, loadPosthog }) ??
      noBackends,
    [runtime, session, POSTHOG_KEY, POSTHOG_HOST, loadPosthog],
  );

  const started = useStartedBackends(backends, consented && runtime !== null);
  const userId = user?.id ?? null;
  const analytics = useMemo(
    () => (runtime ? runtime.createAnalytics(started, userId) : notReadyAnalytics),
    [runtime, started, userId],
  );
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}
