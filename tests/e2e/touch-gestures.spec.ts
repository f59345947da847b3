import type { Locator, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';
import { inkPixels, line, type Point } from './pen-input';
import { pinchFrames, touchGesture, twoFingerPanFrames } from './touch-input';

// A phone: touch input, the mobile viewport, 375 × 812.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

interface View {
  scale: number;
  offsetX: number;
  offsetY: number;
  strokes: number;
}

/** The view and stroke count the canvas frame shows in its data attributes. */
async function viewOf(canvas: Locator): Promise<View> {
  return canvas.evaluate((frame) => ({
    scale: Number(frame.dataset.scale),
    offsetX: Number(frame.dataset.offsetX),
    offsetY: Number(frame.dataset.offsetY),
    strokes: Number(frame.dataset.strokes),
  }));
}

/** /practice/draw with its canvas in view; answers the canvas and its centre in page coordinates. */
async function openCanvas(page: Page): Promise<{ canvas: Locator; centre: Point }> {
  await page.goto('/practice/draw');
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await canvas.evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The canvas is not visible');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  return { canvas, centre: [box.x + box.width / 2, box.y + box.height / 2] };
}

/** Waits until the view settles near `expected` (within `tolerance` px, and 0.05 of scale). */
async function expectView(canvas: Locator, expected: Omit<View, 'strokes'>, tolerance = 4): Promise<void> {
  await expect
    .poll(
      async () => {
        const view = await viewOf(canvas);
        return (
          Math.abs(view.scale - expected.scale) < 0.05 &&
          Math.abs(view.offsetX - expected.offsetX) <= tolerance &&
          Math.abs(view.offsetY - expected.offsetY) <= tolerance
        );
      },
      { message: `view near ${JSON.stringify(expected)}` },
    )
    .toBe(true);
}

test.describe('touch on the canvas, on a phone', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewMember(page, request);
  });

  test('two fingers pinch to zoom about their centre and move together to pan, leaving no ink', async ({
    page,
  }) => {
    const { canvas, centre } = await openCanvas(page);
    await expectView(canvas, { scale: 1, offsetX: 0, offsetY: 0 });

    // Fingers 100 px apart spread to 200 px about the centre: twice the scale, the centre still.
    await touchGesture(page, pinchFrames(centre, 100, 200));
    await expectView(canvas, { scale: 2, offsetX: 0, offsetY: 0 });

    // Both fingers move 60 px right and 40 px down together: the page follows them.
    await touchGesture(page, twoFingerPanFrames(centre, [60, 40], 120));
    await expectView(canvas, { scale: 2, offsetX: 60, offsetY: 40 });

    // Pinching in from 200 px to 100 px halves the scale again, about the same point.
    await touchGesture(page, pinchFrames(centre, 200, 100));
    await expectView(canvas, { scale: 1, offsetX: 30, offsetY: 20 });

    // About a point 80 px right of the centre, the document point under the fingers stays under
    // them: from scale 1 and no offset, the offset becomes 80 − 80 × 2 = −80.
    await page.getByTitle(en.canvas.resetZoom).click();
    await expectView(canvas, { scale: 1, offsetX: 0, offsetY: 0 });
    await touchGesture(page, pinchFrames([centre[0] + 80, centre[1]], 100, 200));
    await expectView(canvas, { scale: 2, offsetX: -80, offsetY: 0 });
    await expect(page.getByTestId('zoom-level')).toHaveText('200%');

    // Every gesture was two fingers: none of them drew.
    expect((await viewOf(canvas)).strokes).toBe(0);
    expect(await inkPixels(page, canvas)).toBe(0);
  });

  test('one finger draws a stroke; with the pan tool on, one finger pans instead', async ({ page }) => {
    const { canvas, centre } = await openCanvas(page);
    const across = line([centre[0] - 100, centre[1]], [centre[0] + 100, centre[1] + 30], 30);

    await touchGesture(
      page,
      across.map((point) => [point]),
    );
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(50);
    await expectView(canvas, { scale: 1, offsetX: 0, offsetY: 0 });

    await page.getByRole('button', { name: en.canvas.pan, exact: true }).click();
    await touchGesture(
      page,
      line([centre[0], centre[1]], [centre[0] - 50, centre[1] + 70], 20).map((point) => [point]),
    );
    await expectView(canvas, { scale: 1, offsetX: -50, offsetY: 70 });
    await expect(canvas).toHaveAttribute('data-strokes', '1');
  });
});
