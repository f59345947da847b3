import type { Stroke } from '../../../src/shared/canvas/stroke';
import { outlineStroke } from './index';

const outlineCache = new WeakMap<Stroke, Array<[number, number]>>();

/**
 * A committed stroke's outline, computed once: strokes are immutable and shared between
 * history states, so the cache survives undo and redo, and the renderer and the SVG export
 * share it. Callers must not change the returned polygon.
 */
export function cachedOutline(stroke: Stroke): ReadonlyArray<readonly [number, number]> {
  let outline = outlineCache.get(stroke);
  if (!outline) {
    outline = outlineStroke(stroke);
    outlineCache.set(stroke, outline);
  }
  return outline;
}
