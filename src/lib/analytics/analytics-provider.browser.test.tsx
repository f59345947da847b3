import { getDefaultStore } from 'jotai';
import type { PostHog } from 'posthog-js';
import { act, StrictMode, useLayoutEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../shared/api-error';
import { noConsent, type ConsentCategories } from '../../shared/consent/consent-categories';
import { AuthProvider } from '../auth/auth-provider';
import { makeTestToken } from '../auth/test-tokens';
import { rereadStoredConsentAtom, saveConsentChoiceAtom } from '../consent/consent-atoms';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config-provider';
import type { RuntimeConfig } from '../runtime-config/runtime-config-schema';
import { nextFrame } from '../testing/next-frame';
import { captureRenderError, cleanupRendered, renderForTest } from '../testing/render-for-test';
import { answer, stubFetch, testRuntimeConfig } from '../testing/stub-fetch';
import { waitInAct } from '../testing/wait-in-act';
import type { Analytics } from './analytics-context';
import { AnalyticsProvider } from './analytics-provider';
import { importPosthog, type PosthogLoader } from './posthog-backend';
import { useAnalytics } from './use-analytics';

/** A reserved host standing in for PostHog's: answered in the page, never reached. */
const POSTHOG_HOST = 'https://ph.quietline.invalid';
const withPosthog: RuntimeConfig = { ...testRuntimeConfig, POSTHOG_KEY: 'phc_test', POSTHOG_HOST };
const analyticsOnly: ConsentCategories = { ...noConsent, analytics: true };

const probe: { current: Analytics | null } = { current: null };
function Probe() {
  const analytics = useAnalytics();
  useLayoutEffect(() => {
    probe.current = analytics;
  });
  return null;
}
const analytics = () => {
  if (!probe.current) throw new Error('not rendered');
  return probe.current;
};

async function mount(config: RuntimeConfig, loadPosthog?: PosthogLoader) {
  await renderForTest(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <AuthProvider>
          <AnalyticsProvider loadPosthog={loadPosthog}>
            <Probe />
          </AnalyticsProvider>
        </AuthProvider>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}

function signInAs(sub: string) {
  const exp = Math.floor(Date.now() / 1000) + 900;
  localStorage.setItem('accessToken', makeTestToken({ sub, email: `${sub}@example.com`, role: 'user', exp }));
  localStorage.setItem('refreshToken', `r-${sub}`);
}

const consent = (categories: ConsentCategories) =>
  act(() => getDefaultStore().set(saveConsentChoiceAtom, categories));

/** Our analytics API as the server answers it; every other path is a 404. */
function stubAnalyticsApi() {
  const server = stubFetch(({ path }) =>
    path.startsWith('/api/analytics/') ? new Response(null, { status: 204 }) : undefined,
  );
  return {
    ...server,
    analyticsCalls: () => server.requests.filter((request) => request.path.startsWith('/api/analytics/')),
  };
}

// posthog-js keeps the fetch it finds when its module first runs: load it once here, behind a
// stand-in for PostHog's host, so what it sends is seen and nothing leaves the page.
const posthogHostRequests: string[] = [];
const pageFetch = window.fetch;
let posthog: PostHog;
beforeAll(async () => {
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== POSTHOG_HOST) return pageFetch(input, init);
    posthogHostRequests.push(url.pathname);
    return Promise.resolve(Response.json({ status: 1 }));
  };
  posthog = (await importPosthog()).default;
});
afterAll(() => {
  window.fetch = pageFetch;
});

const forgetConsent = () => {
  document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
  getDefaultStore().set(rereadStoredConsentAtom);
};
beforeEach(() => {
  forgetConsent();
  posthogHostRequests.length = 0;
});
afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
  forgetConsent();
  probe.current = null;
});

describe('AnalyticsProvider', () => {
  it('throws a clear misuse error outside AnalyticsProvider', async () => {
    const error = await captureRenderError(<Probe />);
    expect((error as Error).message).toBe('useAnalytics must be used within an AnalyticsProvider');
  });

  it('sends nothing anywhere and loads no PostHog before Analytics is consented', async () => {
    const api = stubAnalyticsApi();
    const load = vi.fn(importPosthog);
    await mount(withPosthog, load);
    await consent({ analytics: false, social: true, advertising: true });
    expect(analytics().ready).toBe(false);
    expect(analytics().track('page_view', { page_path: '/' })).toBe(false);
    expect(analytics().identify('u1', { plan: 'pro' })).toBe(false);
    // Backends start from effects and PostHog's chunk loads from there: a frame would show either.
    await act(nextFrame);
    expect(api.analyticsCalls()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(posthogHostRequests).toEqual([]);
  });

  it('drops calls until every backend has started, then sends to our API with the bearer token', async () => {
    signInAs('u7');
    const api = stubAnalyticsApi();
    // PostHog's chunk arrives only when the test lets it: our own backend alone is not enough.
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn<PosthogLoader>(async () => {
      await arrived;
      return importPosthog();
    });
    await mount(withPosthog, load);
    await consent(analyticsOnly);
    // The backends' code is a chunk fetched on consent (ADR 034), then PostHog's.
    await waitInAct(() => load.mock.calls.length > 0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(analytics().ready).toBe(false);
    expect(analytics().track('dropped_event')).toBe(false);

    release();
    await waitInAct(() => analytics().ready);
    expect(analytics().track('page_view', { page_path: '/', page_name: 'home', referrer: '' })).toBe(true);
    expect(analytics().identify('u7', { plan: 'pro' })).toBe(true);
    await vi.waitFor(() => expect(api.analyticsCalls()).toHaveLength(2));
    const [track, identify] = api.analyticsCalls();
    expect(track).toMatchObject({
      method: 'POST',
      path: '/api/analytics/track',
      body: {
        event: 'page_view',
        properties: { page_path: '/', page_name: 'home', referrer: '', timestamp: expect.any(String) },
        userId: 'u7',
      },
    });
    expect(track?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(identify).toMatchObject({
      path: '/api/analytics/identify',
      body: { userId: 'u7', properties: { plan: 'pro', timestamp: expect.any(String) } },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs and ignores a refused call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => answer(apiErrorBodySchema, { message: 'Too many requests' }, { status: 429 }));
    await mount(testRuntimeConfig);
    await consent(analyticsOnly);
    await waitInAct(() => analytics().ready);
    expect(analytics().track('page_view')).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics: /api/analytics/track answered 429'));
  });

  it('runs PostHog without automatic capture, with user_id on events and the member identified', async () => {
    signInAs('u9');
    stubAnalyticsApi();
    await mount(withPosthog);
    await consent(analyticsOnly);
    await waitInAct(() => analytics().ready);
    expect(posthog.config).toMatchObject({
      api_host: POSTHOG_HOST,
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
    });
    expect(posthog.has_opted_out_capturing()).toBe(false);

    // Headless Chromium says so in its user agent, and PostHog drops events of bots unless told.
    posthog.set_config({ opt_out_useragent_filter: true });
    const captured: { event: string; properties: Record<string, unknown>; $set?: unknown }[] = [];
    const off = posthog.on('eventCaptured', (event: (typeof captured)[number]) => captured.push(event));
    analytics().identify('u9', { plan: 'premium' });
    analytics().track('button_click', { button_variant: 'primary', button_size: 'md', button_text: 'Begin' });
    off();
    expect(posthog.get_distinct_id()).toBe('u9');
    const click = captured.find((event) => event.event === 'button_click');
    expect(click?.properties).toMatchObject({ button_text: 'Begin', user_id: 'u9' });
    expect(captured.find((event) => event.event === '$identify')?.$set).toMatchObject({ plan: 'premium' });
  });

  it('stops PostHog and removes its cookies and storage when consent is withdrawn', async () => {
    stubAnalyticsApi();
    await mount(withPosthog);
    await consent(analyticsOnly);
    await waitInAct(() => analytics().ready);
    analytics().track('page_view');
    const posthogKeys = () => [
      ...Object.keys(localStorage).filter((key) => key.includes('ph_')),
      ...Object.keys(sessionStorage).filter((key) => key.includes('ph_')),
      ...document.cookie.split(';').filter((cookie) => cookie.trim().startsWith('ph_')),
    ];
    expect(posthogKeys()).not.toEqual([]);

    await consent(noConsent);
    expect(analytics().ready).toBe(false);
    expect(posthog.has_opted_out_capturing()).toBe(true);
    expect(posthogKeys()).toEqual([]);
    expect(analytics().track('page_view')).toBe(false);
  });
});
