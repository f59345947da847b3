import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../lib/testing/render-for-test';
import { stubFetch, testRuntimeConfig } from '../../lib/testing/stub-fetch';
import { en } from '../../shared/i18n/en';
import { AppProviders } from '../providers/app-providers';
import { allLocalesRoute, headingText, renderApp, setUpAppTests } from '../testing/app-harness';
import { appRoutes } from './app-routes';

/** The server's /api/i18n/* in every shipped locale; the legal pages ask for nothing else. */
const fakeI18nServer = () => stubFetch(({ path }) => allLocalesRoute(path));

setUpAppTests();

const sectionIds = (container: HTMLElement) =>
  [...container.querySelectorAll('main section[id]')].map((section) => section.id);
const contentsLinks = (container: HTMLElement) =>
  [...container.querySelectorAll(`nav[aria-label="${en.legal.contents}"] a`)].map((a) =>
    a.getAttribute('href'),
  );

describe('/terms', () => {
  it('is a complete document: every section listed in its contents, its date, and where to write', async () => {
    fakeI18nServer();
    const { container } = await renderApp('/terms');
    expect(await headingText(container)).toBe(en.pages.terms.title);
    const ids = sectionIds(container);
    expect(ids).toEqual(Object.keys(en.legal.terms.sections));
    expect(contentsLinks(container)).toEqual(ids.map((id) => `#${id}`));
    expect(container.querySelector('#plans')?.textContent).toContain(
      'We never see or store your card number',
    );
    expect(container.querySelector('#account')?.textContent).toContain('two-factor authentication');
    expect(container.querySelector('[data-testid="legal-updated"]')?.textContent).toBe(
      'Last updated November 25, 2026',
    );
    expect(container.querySelector('[data-testid="legal-updated"] time')?.getAttribute('dateTime')).toBe(
      '2026-11-25',
    );
    expect(container.querySelector('[data-testid="legal-contact"]')?.getAttribute('href')).toMatch(
      /^mailto:.+@/,
    );
    expect(document.title).toBe(`${en.pages.terms.title} · Quietline`);
  });
});

describe('/privacy', () => {
  it('covers the product as built, with its retention periods and this server’s consent period', async () => {
    fakeI18nServer();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/privacy'] });
    const { container } = await renderForTest(
      <AppProviders config={{ ...testRuntimeConfig, CONSENT_EXPIRY_DAYS: 180 }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await headingText(container)).toBe(en.pages.privacy.title);
    expect(sectionIds(container)).toEqual(Object.keys(en.legal.privacy.sections));
    for (const id of [
      'account',
      'payments',
      'device',
      'consent',
      'analytics',
      'tracing',
      'retention',
      'rights',
    ]) {
      expect(container.querySelector(`#${id} h2`)?.textContent, id).toBe(
        en.legal.privacy.sections[id as keyof typeof en.legal.privacy.sections].title,
      );
    }
    expect(container.querySelector('#consent')?.textContent).toContain('Analytics, Social and Advertising');
    expect(container.querySelector('#analytics')?.textContent).toContain('PostHog');
    expect(container.querySelector('#tracing')?.textContent).toContain('OpenTelemetry');
    expect(container.querySelector('#device')?.textContent).toContain('for 180 days');
    const retention = [...container.querySelectorAll('#retention dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(retention).toContainEqual(['Your cookie choice in your browser', '180 days, then we ask again']);
    expect(retention).toContainEqual([
      'Analytics events (only with your consent)',
      '90 days, unless the operator sets otherwise; daily totals without personal data are kept',
    ]);
    expect(container.querySelector('#rights')?.textContent).toContain('delete your account');
  });

  it('speaks Arabic, right to left, with its date through Intl in Arabic', async () => {
    fakeI18nServer();
    document.cookie = 'preferred_locale=ar; Path=/';
    const { container } = await renderApp('/privacy');
    expect(await headingText(container)).toBe('سياسة الخصوصية');
    expect(document.documentElement.dir).toBe('rtl');
    const expected = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(container.querySelector('[data-testid="legal-updated"]')?.textContent).toBe(
      `آخر تحديث: ${expected}`,
    );
    // The consent period is a number of the locale too.
    expect(container.querySelector('#device')?.textContent).toContain(
      new Intl.NumberFormat('ar').format(365),
    );
  });
});
