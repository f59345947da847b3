import type { Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { appPaths } from '../../src/shared/routes/app-paths';
import { expectNoSeriousViolations, seriousViolationReport } from './axe';
import { expect, test } from './fixtures';
import { seedArtwork } from './seed-artwork';
import { signInAsNewMember, storeTokens } from './new-member';
import { line, penStroke, pointIn } from './pen-input';
import { test as roleTest, signInAs } from './role-stack';

const themes = ['light', 'dark'] as const;

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
    const artworkId = await seedArtwork(request, token);
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

    // The Clear confirmation over a drawn stroke, and the toolbar's settings panel.
    const canvas = page.getByTestId('drawing-canvas');
    await penStroke(page, line(await pointIn(canvas, 0.3, 0.5), await pointIn(canvas, 0.7, 0.5), 40));
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await page.getByRole('button', { name: en.canvas.clear, exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: en.canvas.clearTitle })).toBeVisible();
    await expectNoSeriousViolations(page, `/practice/draw, the Clear confirmation (${theme})`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: en.canvas.settings }).click();
    await expect(page.getByText(en.canvas.params.heading)).toBeVisible();
    await expectNoSeriousViolations(page, `/practice/draw, pen settings open (${theme})`);

    await page.goto('/practice/gallery');
    // The seeded session and the one just finished.
    await expect(page.getByTestId('artwork-card')).toHaveCount(2);
    await expectNoSeriousViolations(page, `/practice/gallery (${theme})`);

    await page.goto(`/practice/gallery?artwork=${artworkId}`);
    await canvasReady(page);
    await expectNoSeriousViolations(page, `/practice/gallery, viewing an artwork (${theme})`);

    // Deleting it: the confirmation in place, then the toast.
    await page.getByRole('button', { name: en.gallery.delete }).click();
    await expect(page.getByRole('button', { name: en.gallery.confirmDeleteButton })).toBeVisible();
    await expectNoSeriousViolations(page, `/practice/gallery, confirming a deletion (${theme})`);
    await page.getByRole('button', { name: en.gallery.confirmDeleteButton }).click();
    await expect(page.getByText(en.gallery.deleted)).toBeVisible();
    await expectNoSeriousViolations(page, `/practice/gallery, the deleted toast (${theme})`);

    // The step-up dialog, asking for the password before two-factor is set up.
    await page.goto('/profile');
    await page.getByRole('button', { name: en.twoFactor.setup.start }).click();
    await expect(page.getByRole('dialog', { name: en.stepUp.title.password })).toBeVisible();
    await expectNoSeriousViolations(page, `/profile, the step-up dialog (${theme})`);
  });
}

test.describe('a first visit', () => {
  test.use({ consentDecided: false });

  for (const theme of themes) {
    test(`axe finds nothing serious in the consent notice, its preferences and the phone menu (${theme})`, async ({
      page,
    }) => {
      await page.goto('/');
      await useTheme(page, theme);
      await page.reload();
      const notice = page.getByRole('region', { name: en.consent.title });
      await expect(notice).toBeVisible();
      await expectNoSeriousViolations(page, `the consent notice (${theme})`);
      await notice.getByRole('button', { name: en.consent.manage }).click();
      await expect(page.getByRole('heading', { name: en.consent.preferencesTitle })).toBeVisible();
      await expectNoSeriousViolations(page, `the cookie preferences (${theme})`);
      await page.getByRole('button', { name: en.consent.cancel }).click();

      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: en.nav.menu }).click();
      await expect(page.getByRole('navigation', { name: en.nav.primary })).toBeVisible();
      await expectNoSeriousViolations(page, `the phone menu (${theme})`);
    });
  }
});

/** The console's areas: each path under /manage that the admin opens. */
const consoleAreas = appPaths.filter((path) => path.startsWith('/manage/'));

/**
 * Every dialog a console area's buttons open (the "New …" forms, the first row's Edit form and
 * Delete confirmation), each scanned, then closed with Escape. Adds what axe finds to `reports`;
 * answers how many dialogs it opened.
 */
async function scanConsoleDialogs(page: Page, where: string, reports: string[]): Promise<number> {
  const main = page.getByRole('main');
  const openers = [
    ...(await main.getByRole('button', { name: /^New\b/ }).all()),
    ...(await main.getByRole('button', { name: /^Edit\b/ }).all()).slice(0, 1),
    ...(await main.getByRole('button', { name: /^Delete\b/ }).all()).slice(0, 1),
  ];
  for (const opener of openers) {
    const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
    await opener.click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
    await expect(dialog, `${where}: ${name}`).toBeVisible();
    const report = await seriousViolationReport(page);
    if (report) reports.push(`${where}, ${name}\n${report}`);
    await page.keyboard.press('Escape');
    await expect(dialog, `${where}: Escape closes ${name}`).toBeHidden();
  }
  return openers.length;
}

roleTest(
  'axe finds nothing serious in the admin console’s forms and confirmations, in either theme',
  async ({ page, request, stack }) => {
    roleTest.setTimeout(180_000);
    await storeTokens(page, await signInAs(request, stack, 'admin'));
    const reports: string[] = [];
    let dialogs = 0;
    for (const area of consoleAreas) {
      await useTheme(page, 'light');
      await page.goto(area);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (area === '/manage/users') {
        const stepUp = page.getByRole('dialog', { name: en.stepUp.title.twoFactor });
        const firstDigit = en.twoFactor.digitLabel.replace('{{index}}', '1').replace('{{count}}', '6');
        await stepUp.getByLabel(firstDigit, { exact: true }).fill(await stack.admin.app.nextCode());
        await stepUp.getByRole('button', { name: en.stepUp.confirm }).click();
        await expect(page.getByRole('table')).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      dialogs += await scanConsoleDialogs(page, `${area} (light)`, reports);
      await page.getByTestId('theme-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
      dialogs += await scanConsoleDialogs(page, `${area} (dark)`, reports);
    }
    expect(reports.join('\n\n')).toBe('');
    // Users, service accounts, templates, rules, images, categories, soundtracks, plans, trials, flags.
    expect(dialogs).toBeGreaterThanOrEqual(2 * 10);
  },
);
