import type { Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test, watchPolicyViolations } from './fixtures';

/** Adds an inline `<style>` to the page, which style-src 'self' refuses. */
function addInlineStyle(page: Page): Promise<void> {
  return page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
  });
}

test('the app runs under its policy, which refuses inline styles and untrusted script text', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the page fixture would fail this test for the violations it causes.
  const context = await browser.newContext({ baseURL });
  try {
    const violations = await watchPolicyViolations(context);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
    expect(violations).toEqual([]);

    await addInlineStyle(page);
    const scriptTextRefused = await page.evaluate(() => {
      try {
        document.createElement('script').textContent = 'window.injected = true';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(scriptTextRefused).toBe(true);
    await expect
      .poll(() => violations)
      .toEqual([
        expect.stringMatching(/^style-src-elem refused inline on /),
        expect.stringMatching(/^require-trusted-types-for refused trusted-types-sink on /),
      ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
  } finally {
    await context.close();
  }
});

test('the page fixture fails a test whose page breaks the policy', async ({ page }) => {
  test.fail(true, 'the page fixture must fail a test on any securitypolicyviolation');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
  // Waits in the page for the event itself, so this body passes: only the fixture can fail it.
  const seen = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
      }),
  );
  await addInlineStyle(page);
  expect(await seen).toBe('style-src-elem');
});
