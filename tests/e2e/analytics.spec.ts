import type { APIRequestContext, Page } from '@playwright/test';
import type { DailyAnalytics } from '../../src/shared/analytics/daily-analytics';
import { en } from '../../src/shared/i18n/en';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { expect, test as base } from './fixtures';
import { startPosthogReceiver, type PosthogReceiver } from './posthog-receiver';

const adminLogin = { email: 'analytics.admin@quietline.test', password: 'page-views-1357' };

/** Only the PostHog chunk carries posthog-js's log prefix. */
const POSTHOG_MARKER = '[PostHog.js]';

/** A server of its own, whose POSTHOG_HOST is a receiver in this process; its first admin reads the counts. */
const test = base.extend<object, { posthog: PosthogReceiver; analyticsServer: RunningAppServer }>({
  posthog: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const receiver = await startPosthogReceiver();
      await provide(receiver);
      await receiver.stop();
    },
    { scope: 'worker' },
  ],
  analyticsServer: [
    async ({ posthog }, provide) => {
      const server = await startAppServer({
        POSTHOG_KEY: 'phc_test',
        POSTHOG_HOST: posthog.url,
        ADMIN_EMAIL: adminLogin.email,
        ADMIN_PASSWORD: adminLogin.password,
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ analyticsServer }, provide) => provide(analyticsServer.url),
});

test.use({
  // A first visitor: no choice stored.
  consentDecided: false,
  // PostHog drops the events of a browser that says it is headless or automated (user agent,
  // its brands, navigator.webdriver): this one looks like a person's Chrome (see looksLikeAPerson).
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

/** Hides the automation flags PostHog's bot filter reads, before any page script runs. */
async function looksLikeAPerson(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
}

/**
 * Every analytics request the page sends (to our /api/analytics, or to any origin but the app's
 * own), and whether any script it loaded was PostHog's.
 */
function watchAnalytics(page: Page, appUrl: string) {
  const requests: string[] = [];
  const scripts: Promise<boolean>[] = [];
  const appOrigin = new URL(appUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const elsewhere = url.protocol.startsWith('http') && url.origin !== appOrigin;
    if (elsewhere || url.pathname.startsWith('/api/analytics/')) requests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      scripts.push(
        response.text().then(
          (text) => text.includes(POSTHOG_MARKER),
          () => false,
        ),
      );
  });
  return { requests, posthogLoaded: async () => (await Promise.all(scripts)).some(Boolean) };
}

async function pageViewsToday(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', { data: adminLogin });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const daily = await request.get('/api/admin/analytics/daily?days=1&event=page_view', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(daily.status()).toBe(200);
  return ((await daily.json()) as DailyAnalytics).days.at(-1)?.count ?? 0;
}

test('no analytics request leaves the page before consent; after Accept PostHog and our API get the page view', async ({
  page,
  posthog,
  baseURL,
}) => {
  await looksLikeAPerson(page);
  const watched = watchAnalytics(page, baseURL ?? '');
  await page.goto('/');
  const notice = page.getByRole('region', { name: en.consent.title });
  await expect(notice).toBeVisible();
  await page.locator('main').getByRole('link', { name: en.home.explore }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watched.requests).toEqual([]);
  expect(posthog.received).toEqual([]);
  expect(await watched.posthogLoaded()).toBe(false);
  expect(await pageViewsToday(page.request)).toBe(0);

  const tracked = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track'));
  await notice.getByRole('button', { name: en.consent.accept }).click();
  // The page the visitor consented on is counted, with where they came from.
  expect((await tracked).postDataJSON()).toMatchObject({
    event: 'page_view',
    properties: { page_path: '/explore', page_name: 'explore', referrer: '/', page_group: 'public' },
    userId: null,
  });
  await expect.poll(() => watched.posthogLoaded()).toBe(true);
  await expect
    .poll(() => posthog.received.flatMap((request) => request.events), { timeout: 15_000 })
    .toContain('page_view');
  await expect.poll(() => pageViewsToday(page.request)).toBe(1);
});
