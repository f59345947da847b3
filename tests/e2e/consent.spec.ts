import type { APIRequestContext, Page } from '@playwright/test';
import { choiceOf } from '../../src/lib/consent/consent-choice';
import { CONSENT_COOKIE } from '../../src/lib/consent/consent-cookie';
import { noConsent } from '../../src/shared/consent/consent-categories';
import type { ConsentRecordPage } from '../../src/shared/consent/consent-record';
import { en } from '../../src/shared/i18n/en';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { expect, test as base } from './fixtures';

const text = en.consent;
const adminLogin = { email: 'consent.admin@quietline.test', password: 'ledger-proof-2468' };

/**
 * A server of its own: the ledger is posted to from 127.0.0.1 only with the private-host skip
 * turned off, and its first admin reads the ledger back.
 */
const test = base.extend<object, { consentServer: RunningAppServer }>({
  consentServer: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startAppServer({
        CONSENT_LOG_ON_PRIVATE_HOSTS: 'true',
        ADMIN_EMAIL: adminLogin.email,
        ADMIN_PASSWORD: adminLogin.password,
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ consentServer }, provide) => provide(consentServer.url),
});
// A first visitor: no choice stored.
test.use({ consentDecided: false });

const notice = (page: Page) => page.getByRole('region', { name: text.title });
const preferences = (page: Page) => page.getByRole('heading', { name: text.preferencesTitle });

async function consentSessionId(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === `${CONSENT_COOKIE}-session`);
  expect(session?.value).toBeTruthy();
  return session?.value ?? '';
}

async function ledgerOf(request: APIRequestContext, sessionId: string): Promise<string[]> {
  const login = await request.post('/api/auth/login', { data: adminLogin });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const page = await request.get('/api/admin/consents?limit=100', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(page.status()).toBe(200);
  const { items } = (await page.json()) as ConsentRecordPage;
  return items
    .filter((record) => record.session_id === sessionId)
    .map((record) => record.consent_method)
    .reverse();
}

test.describe('the cookie-consent notice', () => {
  test('shows about 50 ms after a first visit; Decline blocks trackers and reaches the server and the ledger', async ({
    page,
  }) => {
    // When the page's heading and then the notice first appeared, by the page's own clock.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { consentTimes: Record<string, number> }).consentTimes = seen;
      new MutationObserver(() => {
        if (seen.heading === undefined && document.querySelector('main h1')) seen.heading = performance.now();
        if (seen.notice === undefined && document.querySelector('[data-consent-notice]'))
          seen.notice = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    const times = await page.evaluate(
      () => (window as unknown as { consentTimes: Record<string, number> }).consentTimes,
    );
    const delay = (times.notice ?? Number.NaN) - (times.heading ?? Number.NaN);
    expect(delay).toBeGreaterThanOrEqual(45);
    expect(delay).toBeLessThan(2_000);

    await notice(page).getByRole('button', { name: text.decline }).click();
    await expect(notice(page)).toBeHidden();
    await expect(page.getByRole('button', { name: text.preferencesTitle })).toBeVisible();

    const blockedFetch = await page.evaluate(async () => {
      const response = await fetch('https://www.google-analytics.com/g/collect?v=2');
      return { status: response.status, body: await response.text() };
    });
    expect(blockedFetch).toEqual({ status: 403, body: 'Blocked by consent settings' });
    const url = 'https://api.mixpanel.com/track';
    const xhrError = await page.evaluate((target) => {
      try {
        const request = new XMLHttpRequest();
        request.open('POST', target);
        request.send('{}');
        return 'sent';
      } catch (error) {
        return (error as Error).message;
      }
    }, url);
    expect(xhrError).toBe(`Request to ${url} blocked by consent settings`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://www.youtube.com/embed/quiet';
      document.querySelector('main')?.append(frame);
    });
    await expect(page.getByText(text.blocked.title)).toBeVisible();
    await expect(page.getByRole('button', { name: text.blocked.manage })).toBeVisible();

    await expect
      .poll(async () => (await (await page.request.get('/api/consent/me')).json()) as unknown)
      .toEqual({ status: false });
    const sessionId = await consentSessionId(page);
    await expect.poll(() => ledgerOf(page.request, sessionId)).toEqual(['init', 'decline']);
  });

  test('the floating button and the show-cookie-consent event reopen the preferences', async ({ page }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: text.accept }).click();
    await expect(notice(page)).toBeHidden();
    await page.getByRole('button', { name: text.preferencesTitle }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text.categories.analytics.name })).toBeChecked();
    await page.getByRole('button', { name: text.cancel }).click();
    await expect(preferences(page)).toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new Event('show-cookie-consent')));
    await expect(preferences(page)).toBeVisible();
  });

  test('a choice past its expiry brings the banner back', async ({ page, context, baseURL }) => {
    const yearAndADayAgo = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    await context.addCookies([
      {
        name: CONSENT_COOKIE,
        value: encodeURIComponent(JSON.stringify(choiceOf(noConsent, yearAndADayAgo))),
        url: baseURL ?? '',
      },
    ]);
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === CONSENT_COOKIE)).toBe(false);
  });
});
