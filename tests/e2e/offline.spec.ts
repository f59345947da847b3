import type { Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';
import { line, penStroke, pointIn } from './pen-input';

// This spec is about the service worker, which every other spec keeps out.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has precached the app and controls the page. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('offline, after one visit', () => {
  test('the app shell and /practice/draw load and draw; /api and /config.json are never answered from a cache', async ({
    page,
    request,
    context,
  }) => {
    await signInAsNewMember(page, request);
    await page.goto('/practice/draw');
    await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', {
      timeout: 15_000,
    });
    await installed(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.goto('/practice/draw');
    const canvas = page.getByTestId('drawing-canvas');
    await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(page.getByRole('img', { name: en.canvas.label })).toBeVisible();
    await penStroke(page, line(await pointIn(canvas, 0.3, 0.5), await pointIn(canvas, 0.7, 0.5), 60));
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    const answered = await page.evaluate(async () => {
      const tryFetch = async (path: string) => {
        try {
          return (await fetch(path)).status;
        } catch {
          return 'failed';
        }
      };
      return { health: await tryFetch('/api/health'), config: await tryFetch('/config.json') };
    });
    expect(answered).toEqual({ health: 'failed', config: 'failed' });
  });
});
