import type { Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';

/** The chunk names of every script the page fetched, from now on (Vite names a chunk after its module). */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.split('/').at(-1) ?? '';
    if (file.endsWith('.js')) names.push(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

/** The fonts the page fetched, by file name, as often as it fetched them. */
function fontsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font')
      names.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
  });
  return names;
}

/** The status of each face of `family` the page declared. */
const faceStatuses = (page: Page, family: string) =>
  page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === wanted)
      .map((face) => face.status);
  }, family);

test.describe('a first visit to the home page (ADR 034)', () => {
  test.use({ consentDecided: false });

  test('fetches no canvas, worker, console, billing page, analytics or locale code', async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
    // What follows the first render has come too: the consent notice, the plans teaser.
    await expect(page.getByRole('heading', { name: en.billing.teaser.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('home-route');
    for (const lazy of [
      'drawing-canvas',
      'canvas.worker',
      'management-console-page',
      'subscribe-page',
      'local-checkout-page',
      'analytics-runtime',
      'posthog-module',
      'step-up-dialog',
      'en',
    ])
      expect(scripts).not.toContain(lazy);
  });

  test('preloads the heading face, which the first paint uses, and fetches it once', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const fonts = fontsFetched(page);
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute('crossorigin', '');
    await expect(preload).toHaveAttribute('href', /\/quietline-serif-latin-[\w-]+\.woff2$/);
    const heading = page.getByRole('heading', { level: 1, name: en.home.heading });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Quietline Serif"/,
    );
    expect(await faceStatuses(page, 'Quietline Serif')).toEqual(['loaded']);
    // The preload was the font's only fetch: one without crossorigin would be fetched twice.
    expect(fonts.filter((name) => name.startsWith('quietline-serif-latin'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  test('draws Arabic with the Naskh face when the interface is Arabic', async ({ page }) => {
    const fonts = fontsFetched(page);
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await faceStatuses(page, 'Quietline Naskh')).toEqual(['loaded']);
    expect(fonts.filter((name) => name.startsWith('quietline-naskh-arabic'))).toHaveLength(1);
  });
});
