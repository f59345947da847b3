/** Screenshots of the practice dashboard and the gallery, for a member seeded by seed-practice.ts. */
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

  await page.goto(`${baseUrl}/practice/gallery`);
  await page.getByTestId('artwork-card').first().waitFor({ timeout: 15_000 });
  await thumbnailsLoaded(page);
  const gallery = fileFor('gallery');
  await page.screenshot({ path: gallery });
  return [practice, gallery];
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
