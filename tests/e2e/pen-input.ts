import type { CDPSession, Locator, Page } from '@playwright/test';

export type Point = readonly [number, number];

interface PenOptions {
  /** Samples per second; sends are scheduled on this clock and not awaited one by one. */
  hz?: number;
  /** The force, or a function of the position along the stroke (0 at the start, 1 at the end). */
  pressure?: number | ((along: number) => number);
  tiltX?: number;
  tiltY?: number;
  pointerType?: 'pen' | 'mouse';
  /** Leave the pen down at the end (a stroke in progress). */
  keepDown?: boolean;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per page, for input that Playwright's own API cannot make. */
export function session(page: Page): Promise<CDPSession> {
  let existing = sessions.get(page);
  if (!existing) {
    existing = page.context().newCDPSession(page);
    sessions.set(page, existing);
  }
  return existing;
}

/**
 * Draws through the whole input pipeline with synthetic pen events: CDP Input.dispatchMouseEvent
 * with pointerType 'pen', force (pressure) and tilt makes Chromium produce real PointerEvents,
 * coalesced and predicted as for a stylus. `points` are page (viewport) coordinates.
 */
export async function penStroke(
  page: Page,
  points: readonly Point[],
  options: PenOptions = {},
): Promise<void> {
  const { hz = 240, pressure = 0.6, tiltX = 0, tiltY = 0, pointerType = 'pen', keepDown = false } = options;
  const cdp = await session(page);
  const [first, ...rest] = points;
  if (!first) return;
  const force = (index: number) =>
    typeof pressure === 'number' ? pressure : pressure(points.length > 1 ? index / (points.length - 1) : 0);
  const pen = { pointerType, tiltX, tiltY, button: 'left' as const };
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    x: first[0],
    y: first[1],
    buttons: 1,
    clickCount: 1,
    force: force(0),
    ...pen,
  });
  // Awaiting each send costs a frame: schedule them at the pen's rate and await them together.
  const start = Date.now();
  const sends: Array<Promise<unknown>> = [];
  for (const [index, [x, y]] of rest.entries()) {
    const due = start + ((index + 1) * 1000) / hz;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(
      cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x,
        y,
        buttons: 1,
        force: force(index + 1),
        ...pen,
      }),
    );
  }
  await Promise.all(sends);
  if (keepDown) return;
  const last = points[points.length - 1] ?? first;
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    x: last[0],
    y: last[1],
    buttons: 0,
    clickCount: 1,
    force: 0,
    ...pen,
  });
}

/** `count` points evenly along the segment from `from` to `to`. */
export function line(from: Point, to: Point, count = 60): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const f = count > 1 ? i / (count - 1) : 0;
    return [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f] as const;
  });
}

/** A point inside `locator` at fractions of its width and height, in page coordinates. */
export async function pointIn(locator: Locator, fx: number, fy: number): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not visible');
  return [box.x + box.width * fx, box.y + box.height * fy];
}

/**
 * Pixels of ink (the default teal #2DD4BF) in a screenshot of `locator`, decoded in the page.
 * The canvas belongs to a worker, so the screenshot is the way to see what it shows.
 */
export async function inkPixels(page: Page, locator: Locator): Promise<number> {
  const png = (await locator.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded by hand: a fetch of a data: URL is a request the page's connect-src refuses.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(bitmap, 0, 0);
    // Leave out the frame's border (it turns accent-coloured in pan mode).
    const inset = 6;
    const { data: rgba } = context.getImageData(
      inset,
      inset,
      bitmap.width - 2 * inset,
      bitmap.height - 2 * inset,
    );
    let count = 0;
    for (let i = 0; i < rgba.length; i += 4) {
      const r = rgba[i] ?? 0;
      const g = rgba[i + 1] ?? 0;
      const b = rgba[i + 2] ?? 0;
      if (g > 120 && b > 110 && r < 130 && g - r > 60) count++;
    }
    return count;
  }, png);
}
