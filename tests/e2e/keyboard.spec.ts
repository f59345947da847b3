import type { Locator, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';
import { contrastRatio, focusIndicator, type FocusIndicator } from './focus-indicator';
import { registerThroughApi, sharedServerCode, signInAsNewMember } from './new-member';
import { line, penStroke, pointIn } from './pen-input';

/** WCAG 1.4.11: a focus ring must stand out from what is around it by at least 3:1. */
const NON_TEXT_CONTRAST = 3;

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user would;
 * fails after `limit` stops.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** Whether the focus is inside `container`. */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Every Tab stop of the page, from the top until the focus leaves the document or comes back to
 * a stop already seen, with the focus ring each one shows.
 */
async function tabStops(page: Page, limit = 120): Promise<FocusIndicator[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { tabStopsSeen: WeakSet<Element> }).tabStopsSeen = new WeakSet();
  });
  const stops: FocusIndicator[] = [];
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const fresh = await page.evaluate(() => {
      const seen = (window as unknown as { tabStopsSeen: WeakSet<Element> }).tabStopsSeen;
      const focused = document.activeElement;
      if (!focused || focused === document.body || seen.has(focused)) return false;
      seen.add(focused);
      return true;
    });
    if (!fresh) break;
    stops.push(await focusIndicator(page));
  }
  return stops;
}

/**
 * One line per Tab stop whose focus ring is missing or under 3:1 against its ground, or whose
 * field border is under 3:1 against the colours on either side (WCAG 1.4.11).
 */
function weakIndicators(stops: readonly FocusIndicator[]): string[] {
  const rgb = (colour: readonly number[]) => `rgb(${colour.join(',')})`;
  return stops.flatMap((stop) => {
    const weak: string[] = [];
    if (!stop.ring) weak.push(`${stop.element}: no focus ring`);
    else if (contrastRatio(stop.ring, stop.ground) < NON_TEXT_CONTRAST) {
      const ratio = contrastRatio(stop.ring, stop.ground).toFixed(2);
      weak.push(`${stop.element}: ring ${rgb(stop.ring)} on ${rgb(stop.ground)} is ${ratio}:1`);
    }
    if (stop.boundary) {
      const { border, outside, inside } = stop.boundary;
      const ratio = Math.min(contrastRatio(border, outside), contrastRatio(border, inside));
      if (ratio < NON_TEXT_CONTRAST) {
        weak.push(
          `${stop.element}: border ${rgb(border)} between ${rgb(outside)} and ${rgb(inside)} is ${ratio.toFixed(2)}:1`,
        );
      }
    }
    return weak;
  });
}

test('the first Tab shows the skip link, which moves the focus past the header to the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.common.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is the page's own, not the header's brand link.
  await page.keyboard.press('Tab');
  expect(await focusInside(page.locator('main'))).toBe(true);
});

test('a member signs in, picks a pen on the draw page, walks the toolbar and closes the Clear dialog with Escape, keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = {
    name: 'Keya',
    email: `keya+${Date.now()}@example.test`,
    password: 'ink-and-reed-42',
  };
  await registerThroughApi(request, member, sharedServerCode);

  await page.goto('/login');
  await tabTo(page, page.getByLabel(en.auth.fields.email));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel(en.auth.fields.password, { exact: true }));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-profile')).toBeVisible();

  const draw = page
    .getByRole('navigation', { name: en.nav.primary })
    .getByRole('link', { name: en.nav.draw });
  await tabTo(page, draw);
  await page.keyboard.press('Enter');
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });

  // A pen, chosen with Enter.
  const toolbar = page.getByRole('toolbar', { name: en.canvas.toolbar });
  const qalam = toolbar.getByRole('button', { name: en.canvas.tools.qalam, exact: true });
  await tabTo(page, qalam);
  await page.keyboard.press('Enter');
  await expect(qalam).toHaveAttribute('aria-pressed', 'true');

  // Every enabled control of the toolbar is a Tab stop with a name; the ink colour is one of them.
  await page.keyboard.press('Shift+Tab');
  await expect(
    toolbar.getByRole('button', { name: en.canvas.tools.fountain_pen, exact: true }),
  ).toBeFocused();
  const stops: string[] = [];
  do {
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName(/\S/);
    stops.push(await focused.ariaSnapshot());
    await page.keyboard.press('Tab');
  } while (await focusInside(toolbar));
  await expect(toolbar.locator('button:enabled, input:enabled, select:enabled')).toHaveCount(stops.length);
  expect(stops.filter((stop) => stop.includes(en.canvas.color))).toHaveLength(1);

  // A stroke (drawing itself needs a pointer), then the Clear dialog by keyboard.
  await penStroke(page, line(await pointIn(canvas, 0.3, 0.5), await pointIn(canvas, 0.7, 0.5), 40));
  await expect(canvas).toHaveAttribute('data-strokes', '1');
  const clear = toolbar.getByRole('button', { name: en.canvas.clear, exact: true });
  await tabTo(page, clear, { backwards: true, limit: 200 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: en.canvas.clearTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.canvas.cancel })).toBeFocused();
  // The focus stays in the dialog, forwards and backwards.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `focus after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(canvas).toHaveAttribute('data-strokes', '1');
});

for (const theme of ['light', 'dark'] as const) {
  test(`every Tab stop of home, sign-in and the draw page shows a focus ring, and every field a border, of 3:1 or more (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page.evaluate((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
    const weak: string[] = [];
    const walk = async (path: string) => {
      const stops = await tabStops(page);
      // Header, page and footer: a walk that stopped early would prove nothing.
      expect(stops.length, path).toBeGreaterThan(15);
      weak.push(...weakIndicators(stops).map((line) => `${path}: ${line}`));
    };
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mode', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await walk(path);
    }
    await signInAsNewMember(page, request);
    await page.goto('/practice/draw');
    await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', {
      timeout: 15_000,
    });
    await walk('/practice/draw');
    expect(weak.join('\n')).toBe('');
  });
}
