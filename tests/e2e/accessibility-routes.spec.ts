import type { Page } from '@playwright/test';
import { appPaths } from '../../src/shared/routes/app-paths';
import { seriousViolationReport } from './axe';
import { expect } from './fixtures';
import { storeTokens } from './new-member';
import { signInAs, test, type ParamPath, type RoleStack } from './role-stack';

/**
 * Every page of the client router, a `:param` route at its live address; /logout last, since
 * opening it ends the session the other routes are seen with.
 */
function routeAddresses(stack: RoleStack): string[] {
  const addresses = appPaths.map((path) =>
    path.includes(':') ? stack.paramRoutes[path as ParamPath] : path,
  );
  return [...addresses.filter((path) => path !== '/logout'), '/logout'];
}

/** The page has shown its heading; answers where it is then (after any redirect). */
async function shown(page: Page): Promise<string> {
  await expect(page.locator('h1').first()).toBeAttached();
  return new URL(page.url()).pathname;
}

/** The page has landed: its heading shown, its requests answered. */
async function settled(page: Page): Promise<void> {
  await shown(page);
  await page.waitForLoadState('networkidle');
}

/** Opens `address` in the light theme; answers the path where it shows its heading. */
async function openInLightTheme(page: Page, address: string): Promise<string> {
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
  return shown(page);
}

/**
 * As a visitor would, with the header's toggle; by a reload where there is none to press (the
 * hosted pages have no header, an open dialog covers it).
 */
async function switchToDarkTheme(page: Page): Promise<void> {
  const toggle = page.getByTestId('theme-toggle');
  const modalOpen = (await page.locator('[aria-modal="true"]').count()) > 0;
  if (!modalOpen && (await toggle.count()) > 0) {
    await toggle.click();
  } else {
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await settled(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
}

/**
 * Opens every route and runs axe where it lands, in the light theme and then the dark one. A
 * route the role cannot open lands on sign-in or access denied, scanned the first time only.
 */
async function scanEveryRoute(page: Page, stack: RoleStack, who: string): Promise<void> {
  const scanned = new Set<string>();
  const reports: string[] = [];
  for (const address of routeAddresses(stack)) {
    // A landing seen before (sign-in, access denied) need not wait for its requests again.
    if (scanned.has(await openInLightTheme(page, address))) continue;
    await settled(page);
    const landing = new URL(page.url()).pathname;
    if (scanned.has(landing)) continue;
    scanned.add(landing);
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await switchToDarkTheme(page);
      const report = await seriousViolationReport(page);
      if (report) reports.push(`${who} at ${address} → ${landing} (${theme})\n${report}`);
    }
  }
  expect(reports.join('\n\n')).toBe('');
}

test.describe.configure({ timeout: 240_000 });

test('axe finds nothing serious on any route signed out, in either theme', async ({ page, stack }) => {
  await page.goto('/');
  await scanEveryRoute(page, stack, 'a visitor');
});

const who = { member: 'a member', editor: 'an editor', admin: 'an admin' } as const;

for (const role of ['member', 'editor', 'admin'] as const) {
  test(`axe finds nothing serious on any route for ${who[role]}, in either theme`, async ({
    page,
    request,
    stack,
  }) => {
    await storeTokens(page, await signInAs(request, stack, role));
    await scanEveryRoute(page, stack, who[role]);
  });
}
