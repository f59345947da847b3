import type { Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';
import { seedArtwork } from './seed-artwork';
import { signInAsNewMember } from './new-member';

/** Anything that moves for longer than this is motion the visitor asked not to see. */
const INSTANT_MS = 10;

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/**
 * Every element (and ::before / ::after) whose CSS transition or animation would last longer than
 * an instant or loop for ever, and every animation now running longer (Web Animations from script
 * included): one line each, empty when nothing moves.
 */
function lingeringMotion(page: Page): Promise<string[]> {
  return page.evaluate((instantMs) => {
    const longest = (durations: string) =>
      Math.max(
        ...durations.split(',').map((value) => {
          const amount = parseFloat(value);
          return value.trim().endsWith('ms') ? amount : amount * 1000;
        }),
      );
    const describe = (element: Element | null | undefined) =>
      element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`
        : 'a detached element';
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (longest(style.transitionDuration) > instantMs) {
          found.push(`${describe(element)}${pseudo ?? ''}: transition ${style.transitionDuration}`);
        }
        const animated = style.animationName !== 'none';
        if (
          animated &&
          (longest(style.animationDuration) > instantMs || /infinite/.test(style.animationIterationCount))
        ) {
          found.push(
            `${describe(element)}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration} × ${style.animationIterationCount}`,
          );
        }
      }
    }
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (animation.playState === 'running' && Number(timing?.activeDuration) > instantMs) {
        found.push(
          `${describe((animation.effect as KeyframeEffect | null)?.target)}: running for ${String(timing?.activeDuration)} ms`,
        );
      }
    }
    return found;
  }, INSTANT_MS);
}

async function expectStill(page: Page, where: string): Promise<void> {
  expect((await lingeringMotion(page)).join('\n'), where).toBe('');
}

test.describe('a first visit', () => {
  test.use({ consentDecided: false });

  test('with reduced motion, the home page and the consent notice coming and going do not move', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: en.consent.title });
    await expect(notice).toBeVisible();
    await expectStill(page, 'home with the consent notice');
    await notice.getByRole('button', { name: en.consent.manage }).click();
    await expect(page.getByRole('heading', { name: en.consent.preferencesTitle })).toBeVisible();
    await expectStill(page, 'the cookie preferences');
    await page.getByRole('button', { name: en.consent.cancel }).click();
    await expect(page.getByRole('heading', { name: en.consent.preferencesTitle })).toBeHidden();
    await expectStill(page, 'home after the notice left');
  });
});

test('with reduced motion, the meditation intro and a toast appear without moving', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signInAsNewMember(page, request);
  const artworkId = await seedArtwork(request, token);

  await page.goto('/meditate');
  const images = page.getByRole('list', { name: en.meditate.choose.images });
  await images.getByRole('button').first().click();
  await page.getByRole('button', { name: en.meditate.choose.begin }).click();
  await expect(page.getByRole('dialog', { name: en.meditate.introOverlay.title })).toBeVisible();
  await expectStill(page, 'the meditation intro');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: en.meditate.introOverlay.title })).toBeHidden();
  await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expectStill(page, 'a meditation session');

  await page.goto(`/practice/gallery?artwork=${artworkId}`);
  await page.getByRole('button', { name: en.gallery.delete }).click();
  await page.getByRole('button', { name: en.gallery.confirmDeleteButton }).click();
  await expect(page.getByText(en.gallery.deleted)).toBeVisible();
  await expectStill(page, 'the gallery with a toast');
});

test('with reduced motion, the bar of a slow page load stands still', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The next page's code waits until the bar has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: en.nav.primary })
    .getByRole('link', { name: en.nav.science })
    .click();
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toBeVisible();
  await expectStill(page, 'the page-loading bar');
  release();
  await expect(page).toHaveURL(/\/science$/);
  await expect(bar).toBeHidden();
});
