/** Screenshots of /meditate: choosing, in session after one pen stroke, and the completion screen. */
import type { Page } from 'playwright';
import type { LocaleMessages } from '../src/shared/i18n/en';
import { line, penStroke, pointIn } from '../tests/e2e/pen-input';

/**
 * Shoots the three states of a one-minute session on a fresh `page` (signed in, clock not yet
 * installed); page.clock runs the minute out. Each run saves one session for the member.
 * `messages` are the page's locale's, to find its controls by name.
 */
export async function shootMeditatePages(
  page: Page,
  baseUrl: string,
  fileFor: (name: 'meditate-choosing' | 'meditate-session' | 'meditate-complete') => string,
  messages: LocaleMessages,
): Promise<string[]> {
  const text = messages.meditate;
  await page.clock.install();
  await page.goto(`${baseUrl}/meditate`);
  const images = page.getByRole('list', { name: text.choose.images });
  await images.getByRole('button').first().click();
  await page.getByLabel(text.choose.length).fill('1');
  // The soundtracks have loaded (their names are translated: find one by its id).
  await page
    .locator('input[type="radio"][value="soft-rain"]')
    .waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((image) => image.complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  const choosing = fileFor('meditate-choosing');
  await page.screenshot({ path: choosing });

  await page.getByRole('button', { name: text.choose.begin }).click();
  const skip = page.getByRole('button', { name: text.introOverlay.skip });
  const canvas = page.getByTestId('drawing-canvas').and(page.locator('[data-ready="true"]'));
  await skip.or(canvas).first().waitFor({ timeout: 15_000 });
  if (await skip.isVisible()) {
    await page.getByLabel(text.introOverlay.dontShowAgain).check();
    await skip.click();
  }
  await canvas.waitFor({ timeout: 15_000 });
  await canvas.scrollIntoViewIfNeeded();
  await penStroke(page, line(await pointIn(canvas, 0.38, 0.5), await pointIn(canvas, 0.62, 0.55), 60), {
    pressure: (along) => 0.3 + 0.5 * Math.sin(along * Math.PI),
  });
  await page.getByTestId('drawing-canvas').and(page.locator('[data-strokes="1"]')).waitFor();
  // On a phone, show the timer and controls above the canvas.
  if ((page.viewportSize()?.width ?? 0) < 640)
    await page
      .getByRole('timer')
      .evaluate((timer) => window.scrollTo(0, timer.getBoundingClientRect().top + window.scrollY - 8));
  await page.clock.fastForward('00:12');
  await page.waitForTimeout(300);
  const session = fileFor('meditate-session');
  await page.screenshot({ path: session });

  await page.clock.fastForward('00:50');
  await page.getByText(text.complete.saved, { exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((image) => image.complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  const complete = fileFor('meditate-complete');
  await page.screenshot({ path: complete });
  return [choosing, session, complete];
}
