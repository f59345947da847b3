import type { PostHog, PostHogConfig } from 'posthog-js';
import type { AnalyticsBackend } from './analytics-backend';
import { clearPosthogStorage } from './posthog-storage';

/** Loads posthog-js: a chunk of its own, fetched only once Analytics is consented. */
export type PosthogLoader = () => Promise<{ default: PostHog }>;

export const importPosthog: PosthogLoader = () => import('./posthog-module');

/** How we run posthog-js: it sends only what we track. */
function posthogOptions(host: string | undefined): Partial<PostHogConfig> {
  return {
    ...(host ? { api_host: host } : {}),
    // Our page tracker reports page views and time on page (spec §4, §7: auto tracking off).
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    // Opted out until start() opts in; reset() returns it to this default, so a withdrawal sticks.
    opt_out_capturing_by_default: true,
    // Feature flags are OpenFeature's (ADR 018); no script from PostHog's host runs on our pages.
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
  };
}

interface PosthogBackendOptions {
  key: string;
  host: string | undefined;
  load?: PosthogLoader;
}

/**
 * The product-analytics service (spec §7): posthog-js, loaded on the first start. Events carry
 * `user_id`; identify sets person properties. Stopping opts out, resets the identity and removes
 * PostHog's cookies and storage keys.
 */
export function createPosthogBackend({
  key,
  host,
  load = importPosthog,
}: PosthogBackendOptions): AnalyticsBackend {
  let loading: Promise<PostHog> | undefined;
  let posthog: PostHog | undefined;
  let active = false;
  return {
    name: 'posthog',
    async start() {
      active = true;
      loading ??= load().then(
        (module) => module.default,
        (error: unknown) => {
          loading = undefined; // the next consent tries again
          throw error;
        },
      );
      const instance = await loading;
      // Consent withdrawn while loading, or a second start already opted in.
      if (!active || posthog) return;
      if (!instance.__loaded) instance.init(key, posthogOptions(host));
      instance.opt_in_capturing();
      posthog = instance;
    },
    stop() {
      active = false;
      if (posthog) {
        posthog.opt_out_capturing();
        posthog.reset();
        posthog = undefined;
      }
      clearPosthogStorage();
    },
    track({ event, properties, userId }) {
      posthog?.capture(event, { ...properties, user_id: userId ?? null });
    },
    identify({ userId, properties }) {
      // identify sends the person properties with it ($set), also for an id already identified.
      posthog?.identify(userId, properties);
    },
  };
}
