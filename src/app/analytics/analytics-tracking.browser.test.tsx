import { getDefaultStore } from 'jotai';
import { act, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../../components/button/button';
import type { Analytics } from '../../lib/analytics/analytics-context';
import { TrackingScope } from '../../lib/analytics/tracking-scope';
import { useAnalytics } from '../../lib/analytics/use-analytics';
import { saveConsentChoiceAtom } from '../../lib/consent/consent-atoms';
import { nextFrame } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { answer, stubFetch, testRuntimeConfig } from '../../lib/testing/stub-fetch';
import { subscriptionResponseSchema, type SubscriptionResponse } from '../../shared/billing/subscription';
import { noConsent } from '../../shared/consent/consent-categories';
import { AppProviders } from '../providers/app-providers';
import { headingText, i18nRoute, landsOn, renderApp, signInAs } from '../testing/app-harness';
import { setUpConsentTests, storeChoice } from '../testing/consent-harness';

const analyticsOnly = { ...noConsent, analytics: true };

const premium: SubscriptionResponse = {
  plan: { id: 'plan-premium', name: 'Premium', tier: 'premium' },
  status: 'active',
  cycle: 'monthly',
  currentPeriodEnd: '2026-04-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
  scheduledChange: null,
  trialUsed: false,
  hasBillingAccount: true,
  testMode: true,
};

/** The app's server as far as analytics goes: i18n, a member's subscription, and /api/analytics/*. */
function stubServer() {
  const server = stubFetch(({ path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path.startsWith('/api/analytics/')) return new Response(null, { status: 204 });
    if (path === '/api/billing/subscription') return answer(subscriptionResponseSchema, premium);
    return undefined;
  });
  /** What reached /api/analytics/{kind}, in order, without the client's timestamp. */
  const sent = (kind: 'track' | 'identify') =>
    server.requests
      .filter((request) => request.path === `/api/analytics/${kind}`)
      .map((request) => {
        const { properties, ...call } = request.body as {
          event?: string;
          userId?: string | null;
          properties: Record<string, unknown>;
        };
        const { timestamp, ...rest } = properties;
        expect(timestamp).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
        return { ...call, properties: rest };
      });
  return { ...server, sent };
}

const pageEvents = (server: ReturnType<typeof stubServer>) =>
  server.sent('track').map(({ event, properties }) => ({ event, ...properties }));

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

setUpConsentTests();

describe('page tracking', () => {
  it('reports each page view with the previous path, and time on page from 10 s on leaving and unmount', async () => {
    // Only Date is faked; it keeps ticking between the steps, so each stay is half a second past its mark.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    storeChoice(analyticsOnly);
    const server = stubServer();
    const { router } = await renderApp('/');
    const view = (path: string, name: string, referrer: string) => ({
      event: 'page_view',
      page_path: path,
      page_name: name,
      referrer,
      page_group: 'public',
    });
    await vi.waitFor(() => expect(pageEvents(server)).toEqual([view('/', 'home', '')]));

    vi.setSystemTime(T0 + 12_600);
    await router.navigate('/explore');
    await landsOn(router, '/explore');
    const stayedOnHome = {
      event: 'time_on_page',
      page_path: '/',
      page_name: 'home',
      time_seconds: 12,
      page_group: 'public',
    };
    await vi.waitFor(() =>
      expect(pageEvents(server)).toEqual([
        view('/', 'home', ''),
        stayedOnHome,
        view('/explore', 'explore', '/'),
      ]),
    );

    // 9 s on /explore: under the minimum, so only the next view.
    vi.setSystemTime(T0 + 21_600);
    await router.navigate('/science?from=explore#top');
    await landsOn(router, '/science', '?from=explore');
    await vi.waitFor(() => expect(pageEvents(server)).toHaveLength(4));
    expect(pageEvents(server)[3]).toEqual(view('/science', 'science', '/explore'));

    vi.setSystemTime(T0 + 37_100);
    await cleanupRendered();
    await vi.waitFor(() => expect(pageEvents(server)).toHaveLength(5));
    expect(pageEvents(server)[4]).toEqual({
      event: 'time_on_page',
      page_path: '/science',
      page_name: 'science',
      time_seconds: 15,
      page_group: 'public',
    });
    expect(server.sent('track').every((call) => call.userId === null)).toBe(true);
  });

  it('sends nothing before consent, then the view of the page where consent was given', async () => {
    const server = stubServer();
    const { container, router } = await renderApp('/');
    await headingText(container);
    await router.navigate('/explore');
    await landsOn(router, '/explore');
    // Page views go out from the effects of the render that just landed: a frame covers them.
    await nextFrame();
    expect(server.requests.filter((request) => request.path.startsWith('/api/analytics/'))).toEqual([]);

    await act(() => getDefaultStore().set(saveConsentChoiceAtom, analyticsOnly));
    await vi.waitFor(() =>
      expect(pageEvents(server)).toEqual([
        {
          event: 'page_view',
          page_path: '/explore',
          page_name: 'explore',
          referrer: '/',
          page_group: 'public',
        },
      ]),
    );
  });
});

describe('identify', () => {
  it('identifies the signed-in member with their plan once Analytics is consented, not before', async () => {
    signInAs('user');
    const server = stubServer();
    const { container } = await renderApp('/');
    await headingText(container);
    await nextFrame();
    expect(server.requests.filter((request) => request.path.startsWith('/api/analytics/'))).toEqual([]);

    await act(() => getDefaultStore().set(saveConsentChoiceAtom, analyticsOnly));
    await vi.waitFor(() =>
      expect(server.sent('identify')).toEqual([{ userId: 'u1', properties: { plan: 'premium' } }]),
    );
    await vi.waitFor(() =>
      expect(server.sent('track')[0]).toMatchObject({ event: 'page_view', userId: 'u1' }),
    );
  });
});

describe('button clicks', () => {
  const probe: { current: Analytics | null } = { current: null };
  function Ready() {
    const analytics = useAnalytics();
    useLayoutEffect(() => {
      probe.current = analytics;
    });
    return null;
  }

  it('are reported only for a button that opts in or sits in a TrackingScope', async () => {
    storeChoice(analyticsOnly);
    const server = stubServer();
    const { container } = await renderForTest(
      <AppProviders config={testRuntimeConfig}>
        <Ready />
        <Button>Plain</Button>
        <Button track variant="quiet" size="sm">
          Opted in
        </Button>
        <TrackingScope>
          <Button variant="icon" aria-label="Close">
            ×
          </Button>
          <Button track={false}>Opted out</Button>
        </TrackingScope>
      </AppProviders>,
    );
    await vi.waitFor(() => expect(probe.current?.ready).toBe(true));
    for (const button of container.querySelectorAll('button')) await userEvent.click(button);
    await vi.waitFor(() => expect(server.sent('track')).toHaveLength(2));
    expect(server.sent('track').map((call) => call.properties)).toEqual([
      { button_variant: 'quiet', button_size: 'sm', button_text: 'Opted in' },
      { button_variant: 'icon', button_size: 'md', button_text: 'Close' },
    ]);
    probe.current = null;
  });
});
