import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';

test.describe('the home page', () => {
  test('shows the ink sample as real, visible strokes, and the plans from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
    const sample = page.getByRole('img', { name: en.marketing.home.ink.label });
    await expect(sample).toBeVisible();
    const strokes = sample.locator('[data-testid="ink-stroke"]');
    await expect(strokes).toHaveCount(2);
    // Once replayed, the ink covers real area on screen.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const masks = [...document.querySelectorAll('mask path')];
          return masks.every((mask) => mask.getAnimations().every((a) => a.playState === 'finished'));
        }),
      )
      .toBe(true);
    for (const stroke of await strokes.all()) {
      expect(await stroke.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){10,}Z$/);
      const box = await stroke.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBeGreaterThan(100);
    }

    const plans = page.getByTestId('pricing-teaser-plan');
    await expect(plans).toHaveCount(4);
    await expect(plans.locator('h3')).toHaveText(['Free', 'Premium', 'Pro', 'Enterprise']);
    await expect(plans.nth(1)).toContainText('$10');
    await expect(plans.nth(1)).toContainText('Save 20%');
  });

  test('shows the finished ink, without a replay, to a visitor who asked for less motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const sample = page.getByRole('img', { name: en.marketing.home.ink.label });
    await expect(sample.locator('[data-testid="ink-stroke"]')).toHaveCount(2);
    await expect(sample.locator('mask')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.marketing.home.ink.replay })).toHaveCount(0);
  });
});

test('/explore explains the practice, shows the ten pens and the free images from the catalogue', async ({
  page,
}) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.explore.title })).toBeVisible();
  for (const title of [
    en.marketing.explore.sections.whyMindfulness.title,
    en.marketing.explore.sections.whyTracing.title,
    en.marketing.explore.sections.practice.title,
    en.marketing.explore.sections.pens.title,
    en.marketing.explore.sections.images.title,
    en.marketing.explore.sections.name.title,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const pens = page.getByTestId('pen-gallery').locator('li');
  await expect(pens).toHaveCount(10);
  await expect(pens.first().locator('svg path')).toHaveAttribute('d', /^M/);

  const preview = page.getByTestId('tracing-preview');
  await expect(preview.getByRole('heading', { level: 3, name: 'Mandalas' })).toBeVisible();
  const lotus = preview.getByRole('img', { name: 'A mandala of 3 rings with 8-fold symmetry' }).first();
  await lotus.scrollIntoViewIfNeeded();
  await expect.poll(() => lotus.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(
    page.getByRole('list', { name: en.marketing.explore.practice.soundtracks.list }),
  ).toContainText('Silence');
});

test('/science lists at least five references, each with a DOI link', async ({ page }) => {
  await page.goto('/science');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.science.title })).toBeVisible();
  const references = page.getByTestId('references').locator('> li');
  expect(await references.count()).toBeGreaterThanOrEqual(5);
  for (const reference of await references.all()) {
    await expect(reference.locator('a[href^="https://doi.org/10."]')).toHaveCount(1);
  }
  await expect(
    page.getByRole('heading', { level: 2, name: en.marketing.science.sections.limits.title }),
  ).toBeVisible();
});

test('the footer links reach the why-sections of /explore, from any page', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  for (const [label, id] of [
    [en.nav.whyMindfulness, 'why-mindfulness'],
    [en.nav.whyTracing, 'why-tracing'],
    [en.nav.theName, 'the-name'],
  ] as const) {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: en.pages.terms.title })).toBeVisible();
    await footer.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/explore#${id}$`));
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
});

test('/terms and /privacy are complete documents with their last-updated date', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.terms.title })).toBeVisible();
  await expect(page.getByTestId('legal-updated')).toHaveText('Last updated November 25, 2026');
  await expect(
    page.getByRole('heading', { level: 2, name: en.legal.terms.sections.plans.title }),
  ).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.privacy.title })).toBeVisible();
  for (const section of ['consent', 'analytics', 'tracing', 'retention', 'rights'] as const) {
    await expect(
      page.getByRole('heading', { level: 2, name: en.legal.privacy.sections[section].title }),
    ).toBeVisible();
  }
  // This server keeps a consent choice for the default 365 days.
  await expect(page.locator('#device')).toContainText('for 365 days');
  await expect(page.getByTestId('legal-contact')).toHaveAttribute('href', /^mailto:/);
});

test.describe('a first visitor', () => {
  test.use({ consentDecided: false });

  test('reaches the privacy policy from the consent notice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: en.consent.privacyPolicy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: en.pages.privacy.title })).toBeVisible();
  });
});
