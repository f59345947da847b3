/**
 * Screenshots of the practice dashboard and the gallery, for a member seeded by seed-practice.ts,
 * and of the gallery of a member whose sessions were traced on /meditate (thumbnails the engine made).
 */
import type { Page } from 'playwright';

/** Shoots /practice and /practice/gallery once their data and thumbnails have loaded. */
export async function shootPracticePages(
  page: Page,
  baseUrl: string,
  fileFor: (name: 'practice' | 'gallery') => string,
): Promise<string[]> {
  await page.goto(`${baseUrl}/practice`);
  await page.getByTestId('figure-total-sessions').waitFor({ timeout: 15_000 });
  await thumbnailsLoaded(page);
  const practice = fileFor('practice');
  await page.screenshot({ path: practice });

  return [practice, await shootGallery(page, baseUrl, fileFor('gallery'))];
}

/** Shoots /practice/gallery to `file` once its cards' thumbnails have loaded. */
export async function shootGallery(page: Page, baseUrl: string, file: string): Promise<string> {
  await page.goto(`${baseUrl}/practice/gallery`);
  await page.getByTestId('artwork-card').first().waitFor({ timeout: 15_000 });
  await thumbnailsLoaded(page);
  await page.screenshot({ path: file });
  return file;
}

/** Waits until every image in view has decoded (lazy ones below the fold are left alone). */
async function thumbnailsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every((image) => {
      const box = image.getBoundingClientRect();
      return box.top > window.innerHeight || (image as HTMLImageElement).complete;
    }),
  );
}
