import { IMPORT_LIMIT_VALUES } from '../../src/features/draw/utils/import-message';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { en } from '../../src/shared/i18n/en';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';
import { inkPixels, line, penStroke, pointIn } from './pen-input';

const canvasText = en.canvas;
const drawText = en.draw;

function frame(page: Page): Locator {
  return page.getByTestId('drawing-canvas');
}

async function openDrawPage(page: Page): Promise<Locator> {
  await page.goto('/practice/draw');
  const canvas = frame(page);
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByRole('img', { name: canvasText.label })).toBeVisible();
  return canvas;
}

/** A horizontal stroke across the middle of the canvas, from 25% to 75% of its width. */
async function drawAcross(page: Page, canvas: Locator, fy = 0.5): Promise<void> {
  await penStroke(page, line(await pointIn(canvas, 0.25, fy), await pointIn(canvas, 0.75, fy), 80));
}

async function exportedJson(page: Page): Promise<{ strokes: Array<{ points: unknown[] }> }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: drawText.exportJson }).click();
  const file = await (await download).path();
  return JSON.parse(await readFile(file, 'utf8'));
}

async function importFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: drawText.import }).click();
  await (await chooser).setFiles(file);
}

test.describe('the free-draw page', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewMember(page, request);
  });

  test('a pen stroke shows; Undo removes it and Redo restores it, each disabled when unavailable', async ({
    page,
  }) => {
    const canvas = await openDrawPage(page);
    const undo = page.getByRole('button', { name: canvasText.undo, exact: true });
    const redo = page.getByRole('button', { name: canvasText.redo, exact: true });
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();
    expect(await inkPixels(page, canvas)).toBe(0);

    await drawAcross(page, canvas);
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(100);
    await expect(undo).toBeEnabled();
    await expect(redo).toBeDisabled();

    await undo.click();
    await expect(canvas).toHaveAttribute('data-strokes', '0');
    await expect.poll(() => inkPixels(page, canvas)).toBe(0);
    await expect(undo).toBeDisabled();
    await expect(redo).toBeEnabled();

    await redo.click();
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(100);
    await expect(redo).toBeDisabled();

    // The keyboard: Ctrl+Z undoes, Shift+Ctrl+Z and Ctrl+Y redo.
    await page.keyboard.press('Control+z');
    await expect(canvas).toHaveAttribute('data-strokes', '0');
    await page.keyboard.press('Control+Shift+z');
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await expect(redo).toBeDisabled();
  });

  test('the eraser crossing a stroke in its middle leaves two strokes', async ({ page }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas);
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    await page.getByRole('button', { name: canvasText.eraser, exact: true }).click();
    await expect(canvas).toHaveAttribute('data-mode', 'erase');
    await penStroke(page, line(await pointIn(canvas, 0.5, 0.3), await pointIn(canvas, 0.5, 0.7), 60));
    await expect(canvas).toHaveAttribute('data-strokes', '2');
    const document = await exportedJson(page);
    expect(document.strokes).toHaveLength(2);
  });

  test('JSON export imports back into a cleared canvas; PNG and SVG downloads are valid', async ({
    page,
  }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas, 0.4);
    await drawAcross(page, canvas, 0.6);
    await expect(canvas).toHaveAttribute('data-strokes', '2');
    const exported = await exportedJson(page);
    expect(exported.strokes).toHaveLength(2);

    await page.getByRole('button', { name: canvasText.clear, exact: true }).click();
    await page.getByRole('button', { name: canvasText.clearConfirm }).click();
    await expect(canvas).toHaveAttribute('data-strokes', '0');
    await expect.poll(() => inkPixels(page, canvas)).toBe(0);
    // Clearing is undoable.
    await expect(page.getByRole('button', { name: canvasText.undo, exact: true })).toBeEnabled();

    await importFile(page, {
      name: 'drawing.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await expect(page.getByText(drawText.imported, { exact: true })).toBeVisible();
    await expect(canvas).toHaveAttribute('data-strokes', '2');
    expect((await exportedJson(page)).strokes).toEqual(exported.strokes);
    await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(100);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: drawText.exportPng }).click();
    const pngBytes = await readFile(await (await png).path());
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: drawText.exportSvg }).click();
    const svgText = await readFile(await (await svg).path(), 'utf8');
    // Parsed here rather than in the page, whose Trusted Types refuse a string to DOMParser.
    const doc = new new JSDOM('').window.DOMParser().parseFromString(svgText, 'image/svg+xml');
    const root = doc.documentElement;
    const parsed = {
      error: doc.getElementsByTagName('parsererror').length > 0,
      name: root.localName,
      width: root.getAttribute('width'),
      height: root.getAttribute('height'),
      paths: root.getElementsByTagName('path').length,
    };
    expect(parsed).toMatchObject({ error: false, name: 'svg' });
    expect(Number(parsed.width)).toBeGreaterThan(0);
    expect(Number(parsed.height)).toBeGreaterThan(0);
    expect(parsed.paths).toBeGreaterThanOrEqual(2);
  });

  test("a non-JSON file and a broken JSON file show the spec's messages and leave the canvas as it was", async ({
    page,
  }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas);
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await importFile(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some words'),
    });
    await expect(page.getByText(drawText.errors.invalidFileFormat, { exact: true })).toBeVisible();
    await importFile(page, {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"strokes": ['),
    });
    await expect(page.getByText(drawText.errors.invalidJsonFormat, { exact: true })).toBeVisible();
    // Valid JSON past the document limits (20,000 strokes) is refused with the limits spelled out.
    const oversized = JSON.stringify({ strokes: Array.from({ length: 20_001 }, () => ({})) });
    await importFile(page, {
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.from(oversized),
    });
    const tooLarge = drawText.errors.importTooLarge.replace(
      /\{\{(\w+), number\}\}/g,
      (_match, name: string) =>
        IMPORT_LIMIT_VALUES[name as keyof typeof IMPORT_LIMIT_VALUES].toLocaleString('en-US'),
    );
    expect(tooLarge).toContain('20,000 strokes');
    await expect(page.getByText(tooLarge, { exact: true })).toBeVisible();

    await expect(canvas).toHaveAttribute('data-strokes', '1');
    expect((await exportedJson(page)).strokes).toHaveLength(1);
    await expect(page.getByRole('button', { name: canvasText.redo, exact: true })).toBeDisabled();
  });

  test('a plain wheel over the canvas scrolls the page; Ctrl+wheel zooms and stops at 0.2 and at 5', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    const canvas = await openDrawPage(page);
    const [x, y] = await pointIn(canvas, 0.5, 0.2);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(canvas).toHaveAttribute('data-scale', '1');
    const [cx, cy] = await pointIn(canvas, 0.5, 0.5);
    await page.mouse.move(cx, cy);
    await page.keyboard.down('Control');
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -400);
    await expect(canvas).toHaveAttribute('data-scale', '5');
    await expect(page.getByTestId('zoom-level')).toHaveText('500%');
    for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 400);
    await page.keyboard.up('Control');
    await expect(canvas).toHaveAttribute('data-scale', '0.2');
    await expect(page.getByTestId('zoom-level')).toHaveText('20%');
    await page.getByRole('button', { name: '20%', exact: true, description: canvasText.resetZoom }).click();
    await expect(canvas).toHaveAttribute('data-scale', '1');
  });

  test('leaving by an in-app link keeps the drawing: coming back offers it at once', async ({ page }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas, 0.4);
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    // Straight away, well inside the two seconds of the periodic draft.
    const nav = page.getByRole('navigation', { name: en.nav.primary });
    await nav.getByRole('link', { name: en.nav.practice }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await nav.getByRole('link', { name: en.nav.draw }).click();
    await expect(frame(page)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: drawText.draft.restore }).click();
    await expect(frame(page)).toHaveAttribute('data-strokes', '1');
  });

  test('closing the tab with unsaved strokes asks; once saved to the gallery it does not', async ({
    page,
  }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas);
    await expect(canvas).toHaveAttribute('data-strokes', '1');
    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await page.getByRole('button', { name: en.gallery.save }).click();
    await expect(page.getByText(en.gallery.saved)).toBeVisible();
    let askedAgain = false;
    page.on('dialog', (next) => {
      askedAgain = true;
      void next.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(askedAgain).toBe(false);
  });

  test('reloading mid-drawing offers the draft, and restoring brings the strokes back', async ({ page }) => {
    const canvas = await openDrawPage(page);
    await drawAcross(page, canvas, 0.4);
    await drawAcross(page, canvas, 0.6);
    await expect(canvas).toHaveAttribute('data-strokes', '2');
    // The worker writes the draft within 2 s of a change; a third stroke is still in the pen.
    await page.waitForTimeout(2_500);
    await penStroke(page, line(await pointIn(canvas, 0.3, 0.8), await pointIn(canvas, 0.6, 0.8), 30), {
      keepDown: true,
    });

    await page.reload();
    await expect(frame(page)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toBeVisible();
    await expect(frame(page)).toHaveAttribute('data-active', 'false');
    await offer.getByRole('button', { name: drawText.draft.restore }).click();
    await expect(offer).toBeHidden();
    await expect(frame(page)).toHaveAttribute('data-strokes', '2');
    await expect(frame(page)).toHaveAttribute('data-active', 'true');
    await expect.poll(() => inkPixels(page, frame(page))).toBeGreaterThan(100);
  });
});

test('the 404 canvas takes a stroke, then after its minute becomes inactive with another message', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/a/path/that/leads/nowhere');
  await expect(page.getByTestId('not-found-heading')).toBeVisible();
  const canvas = frame(page);
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('not-found-canvas-message')).toHaveText(en.notFoundPage.canvasIntro);
  await expect(page.getByRole('timer')).toContainText('01:00');

  await drawAcross(page, canvas);
  await expect(canvas).toHaveAttribute('data-strokes', '1');
  await expect.poll(() => inkPixels(page, canvas)).toBeGreaterThan(20);
  await expect(canvas).toHaveAttribute('data-has-drawn', 'true');

  // The installed clock also runs in real time, so the stroke above already took a few seconds.
  const timer = page.getByRole('timer');
  const secondsLeft = async () => {
    const [, minutes, seconds] = /(\d\d):(\d\d)/.exec((await timer.textContent()) ?? '') ?? [];
    return Number(minutes) * 60 + Number(seconds);
  };
  const before = await secondsLeft();
  await page.clock.runFor(30_000);
  await expect.poll(async () => before - (await secondsLeft())).toBeGreaterThanOrEqual(30);
  expect(await secondsLeft()).toBeGreaterThan(0);
  await page.clock.runFor(31_000);
  await expect(page.getByRole('timer')).toContainText('00:00');
  await expect(page.getByTestId('not-found-canvas-message')).toHaveText(en.notFoundPage.canvasDone);
  await expect(canvas).toHaveAttribute('data-active', 'false');
  await expect(canvas).toHaveAttribute('data-has-drawn', 'false');

  // Inactive: another stroke is not taken.
  await drawAcross(page, canvas, 0.7);
  await page.waitForTimeout(300);
  await expect(canvas).toHaveAttribute('data-strokes', '1');
  await expect(page.getByRole('link', { name: en.notFoundPage.home })).toBeVisible();
  await expect(page.getByRole('link', { name: en.notFoundPage.meditate })).toBeVisible();
});
