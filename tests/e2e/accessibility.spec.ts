import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { sessionBody } from '../../src/server/testing/practice-test-kit';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';

const themes = ['light', 'dark'] as const;

/** A saved session, so the gallery has a tile and the viewer an artwork. */
async function seedSession(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/practice/sessions', {
    data: sessionBody(Date.now()),
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { artwork: { id: string } }).artwork.id;
}

async function useTheme(page: Page, theme: (typeof themes)[number]): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
}

async function canvasReady(page: Page): Promise<void> {
  await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
}

for (const theme of themes) {
  test(`axe finds nothing serious on /meditate, /practice/draw and /practice/gallery (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signInAsNewMember(page, request);
    const artworkId = await seedSession(request, token);
    await useTheme(page, theme);

    // Choosing: images (some locked for a Free member), length, soundtracks.
    await page.goto('/meditate');
    await expect(page.locator('html')).toHaveAttribute('data-mode', theme);
    const images = page.getByRole('list', { name: en.meditate.choose.images });
    await expect(images.getByRole('button').first()).toBeVisible();
    await expect(images.getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, `/meditate, choosing (${theme})`);

    // A running session: the canvas, its toolbar, the timer and the session controls.
    await images.getByRole('button').first().click();
    await page.getByRole('button', { name: en.meditate.choose.begin }).click();
    await page.getByRole('button', { name: en.meditate.introOverlay.skip }).click();
    await canvasReady(page);
    await expectNoSeriousViolations(page, `/meditate, in a session (${theme})`);

    // The end of the session, once saved (with its link to the gallery).
    await page.getByRole('button', { name: en.meditate.session.finish }).click();
    await expect(page.getByRole('link', { name: en.meditate.complete.viewInGallery })).toBeVisible();
    await expectNoSeriousViolations(page, `/meditate, complete (${theme})`);

    await page.goto('/practice/draw');
    await canvasReady(page);
    await expectNoSeriousViolations(page, `/practice/draw (${theme})`);

    await page.goto('/practice/gallery');
    // The seeded session and the one just finished.
    await expect(page.getByTestId('artwork-card')).toHaveCount(2);
    await expectNoSeriousViolations(page, `/practice/gallery (${theme})`);

    await page.goto(`/practice/gallery?artwork=${artworkId}`);
    await canvasReady(page);
    await expectNoSeriousViolations(page, `/practice/gallery, viewing an artwork (${theme})`);
  });
}
