import type { Page } from '@playwright/test';
import { session, type Point } from './pen-input';

/**
 * A touch gesture through CDP Input.dispatchTouchEvent, which makes Chromium produce real touch
 * and pointer events (pointerType 'touch'). `frames` are the fingers' page (viewport) positions,
 * one array per frame, the same number of fingers in each: they land together at the first frame,
 * move through the rest, and lift together.
 */
export async function touchGesture(page: Page, frames: ReadonlyArray<readonly Point[]>): Promise<void> {
  const cdp = await session(page);
  const [first] = frames;
  if (!first) return;
  // A fingertip's contact, well under the palm-rejection limit (contact area 60).
  const points = (frame: readonly Point[]) =>
    frame.map(([x, y], id) => ({ x, y, id, radiusX: 2, radiusY: 2, force: 0.5 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(first) });
  for (const frame of frames.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(frame) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** `count` frames of two fingers on a horizontal line through `centre`, `from` px apart to `to` px apart. */
export function pinchFrames(centre: Point, from: number, to: number, count = 20): Point[][] {
  return Array.from({ length: count }, (_, i) => {
    const half = (from + (to - from) * (i / (count - 1))) / 2;
    return [
      [centre[0] - half, centre[1]],
      [centre[0] + half, centre[1]],
    ];
  });
}

/** `count` frames of two fingers `apart` px apart moving together by `by`. */
export function twoFingerPanFrames(start: Point, by: Point, apart: number, count = 20): Point[][] {
  return Array.from({ length: count }, (_, i) => {
    const f = i / (count - 1);
    const x = start[0] + by[0] * f;
    const y = start[1] + by[1] * f;
    return [
      [x - apart / 2, y],
      [x + apart / 2, y],
    ];
  });
}
