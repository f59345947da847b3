import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';

test('the home page renders once the runtime configuration has loaded', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __QUIETLINE_VERSION__?: string }).__QUIETLINE_VERSION__,
    ),
  ).toMatch(/^\d+\.\d+\.\d+/);
});

test('an unknown path answers 404 and shows the 404 page, marked noindex', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: en.notFoundPage.heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle(en.notFoundPage.documentTitle);
  expect(warnings.some((text) => text.includes('/some/unknown/path'))).toBe(true);
  await page.getByRole('link', { name: en.notFoundPage.home }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the theme toggle persists across a reload', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveClass(/\bdark\b/);
  await expect(root).toHaveAttribute('data-mode', 'dark');
  await page.getByRole('button', { name: en.theme.switchToLight }).click();
  await expect(root).toHaveClass(/\blight\b/);
  await expect(root).toHaveAttribute('data-mode', 'light');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  await page.reload();
  await expect(page.getByRole('button', { name: en.theme.switchToDark })).toBeVisible();
  await expect(root).toHaveAttribute('data-mode', 'light');
});

test('a failing /config.json leaves the page blank and logs why', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/');
  await expect.poll(() => errors.some((text) => text.includes('Failed to fetch /config.json'))).toBe(true);
  expect(await page.locator('#root').innerHTML()).toBe('');
  await expect(page.getByRole('heading')).toHaveCount(0);
});
