import type { Page } from '@playwright/test';
import { ar } from '../../src/shared/i18n/ar';
import { de } from '../../src/shared/i18n/de';
import { en } from '../../src/shared/i18n/en';
import { fr } from '../../src/shared/i18n/fr';
import type { LocaleMessages } from '../../src/shared/i18n/en';
import { LOCALE_COOKIE } from '../../src/lib/i18n/locale-cookie';
import { expect, test } from './fixtures';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The primary navigation's Explore link, named in `messages`' language. */
const exploreLink = (page: Page, messages: LocaleMessages) =>
  page
    .getByRole('navigation', { name: messages.nav.primary })
    .getByRole('link', { name: messages.nav.explore });

/** Waits until the page speaks `locale`: <html lang> and a translated link. */
async function expectLocale(page: Page, locale: string, messages: LocaleMessages) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(exploreLink(page, messages)).toBeVisible();
}

test('the chooser offers five languages, switches at once and keeps the choice for a year', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectLocale(page, 'en', en);
  const chooser = page.getByLabel(en.locale.label);
  await expect(chooser.locator('option')).toHaveText([
    'English',
    'العربية',
    'Español',
    'Français',
    'Deutsch',
  ]);

  await chooser.selectOption('de');
  await expectLocale(page, 'de', de);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const cookie = (await context.cookies()).find(({ name }) => name === LOCALE_COOKIE);
  expect(cookie?.value).toBe('de');
  // A session cookie has expires -1; this one lives a year from when it was written.
  const lifetime = (cookie?.expires ?? -1) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(ONE_YEAR_SECONDS - 3600);
  expect(lifetime).toBeLessThanOrEqual(ONE_YEAR_SECONDS);

  await page.reload();
  await expectLocale(page, 'de', de);
  await expect(page.getByLabel(de.locale.label)).toHaveValue('de');
});

test('the lang parameter wins over the cookie, without replacing it', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/?lang=fr');
  await expectLocale(page, 'fr', fr);
  await page.goto('/');
  await expectLocale(page, 'de', de);
});

test.describe('with a French-speaking browser', () => {
  test.use({ locale: 'fr-CA' });

  test('the browser language counts when neither parameter nor cookie names one', async ({ page }) => {
    await page.goto('/');
    await expectLocale(page, 'fr', fr);
  });
});

test('Arabic reads right to left and mirrors the layout, while the canvas stays left to right', async ({
  page,
}) => {
  const brand = page.getByRole('banner').locator('a[href="/"]').first();
  const themeToggle = (messages: LocaleMessages) =>
    page.getByRole('banner').getByRole('button', { name: messages.theme.switchToLight });

  await page.goto('/');
  await expectLocale(page, 'en', en);
  const ltrBrand = (await brand.boundingBox())!;
  const ltrToggle = (await themeToggle(en).boundingBox())!;
  expect(ltrBrand.x).toBeLessThan(ltrToggle.x);

  await page.goto('/?lang=ar');
  await expectLocale(page, 'ar', ar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtlBrand = (await brand.boundingBox())!;
  const rtlToggle = (await themeToggle(ar).boundingBox())!;
  // The header's first item now starts at the right, where the line of reading begins.
  expect(rtlBrand.x).toBeGreaterThan(rtlToggle.x);
  const viewport = page.viewportSize()!;
  expect(rtlBrand.x + rtlBrand.width).toBeGreaterThan(viewport.width / 2);

  // The 404 page's canvas: the page around it is mirrored, the drawing surface is not.
  await page.goto('/no/such/page?lang=ar');
  const canvas = page.getByTestId('drawing-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  expect(await page.locator('main').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});
