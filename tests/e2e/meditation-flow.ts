import type { Locator, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect } from './fixtures';
import { line, penStroke, pointIn } from './pen-input';

const text = en.meditate;

/**
 * Picks the first free image, one minute and a soundtrack, then begins (skipping the intro for
 * good). `fromLink` arrives by the header's link from /practice, so Back stays in the app.
 */
export async function beginOneMinute(page: Page, soundtrack: string, fromLink = false): Promise<Locator> {
  if (fromLink) {
    await page.goto('/practice');
    await page
      .getByRole('navigation', { name: en.nav.primary })
      .getByRole('link', { name: en.nav.meditate })
      .click();
  } else await page.goto('/meditate');
  await page.getByRole('list', { name: text.choose.images }).getByRole('button').first().click();
  await page.getByLabel(text.choose.length).fill('1');
  await page.getByText(soundtrack, { exact: true }).click();
  await page.getByRole('button', { name: text.choose.begin }).click();
  await page.getByLabel(text.introOverlay.dontShowAgain).check();
  await page.getByRole('button', { name: text.introOverlay.skip }).click();
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return canvas;
}

/** One straight stroke across the middle; `size` sets the pen size first. */
export async function draw(page: Page, canvas: Locator, size?: number): Promise<void> {
  if (size !== undefined) await page.getByLabel(en.canvas.size, { exact: true }).fill(String(size));
  await penStroke(page, line(await pointIn(canvas, 0.25, 0.5), await pointIn(canvas, 0.75, 0.5), 60));
  await expect(canvas).toHaveAttribute('data-strokes', '1');
}
