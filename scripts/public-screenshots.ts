/** Screenshots of the public pages as a visitor who is signed out sees them. */
import type { Page } from 'playwright';
import { shotPaths, type ShotName } from './shot-paths';

/** The marketing pages are shot whole; the rest as the first screen shows them. */
const publicShots: ReadonlyArray<{ name: ShotName; fullPage?: boolean }> = [
  { name: 'home', fullPage: true },
  { name: 'explore', fullPage: true },
  { name: 'science', fullPage: true },
  { name: 'terms' },
  { name: 'privacy' },
  { name: 'login' },
  { name: 'register' },
  { name: 'forgot-password' },
  { name: 'reset-password' },
  { name: 'access-denied' },
  { name: 'subscription-cancel' },
];

/**
 * Scrolls a whole page through the viewport so its `loading="lazy"` images load (a full-page
 * screenshot does not scroll), waits for them, and goes back to the top.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
  });
}

/** Shoots each public page on `page` (signed out) once its heading shows and its requests have settled. */
export async function shootPublicPages(
  page: Page,
  baseUrl: string,
  fileFor: (name: ShotName) => string,
): Promise<string[]> {
  const files: string[] = [];
  for (const { name, fullPage = false } of publicShots) {
    await page.goto(`${baseUrl}${shotPaths[name]}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    if (fullPage) await loadLazyImages(page);
    const file = fileFor(name);
    await page.screenshot({ path: file, fullPage });
    files.push(file);
  }
  return files;
}
