import type { Stroke } from '../../../src/shared/canvas/stroke';
import { inkStyle } from '../nibs/ink-style';
import type { Canvas2DLike } from './canvas-like';

/** Traces a closed polygon as the current path. */
export function tracePolygon<Image>(
  ctx: Canvas2DLike<Image>,
  polygon: ReadonlyArray<readonly [number, number]>,
): void {
  ctx.beginPath();
  const [first] = polygon;
  if (!first) return;
  ctx.moveTo(first[0], first[1]);
  for (let i = 1; i < polygon.length; i++) {
    const point = polygon[i] as readonly [number, number];
    ctx.lineTo(point[0], point[1]);
  }
  ctx.closePath();
}

/**
 * A soft edge narrower than this many device pixels cannot be seen beside the antialiased fill,
 * yet stroking it costs as much as the fill: it is skipped.
 */
const MIN_EDGE_PIXELS = 0.5;

/**
 * Fills an outline with a stroke's ink (body, then the soft edge). The context is in document
 * units; `pixelsPerUnit` (device pixels per unit) lets sub-pixel edges be skipped.
 */
export function drawInk<Image>(
  ctx: Canvas2DLike<Image>,
  polygon: ReadonlyArray<readonly [number, number]>,
  stroke: Pick<Stroke, 'size' | 'toolParams' | 'color'>,
  opacity = 1,
  pixelsPerUnit = Infinity,
): void {
  if (polygon.length < 3) return;
  const ink = inkStyle(stroke);
  tracePolygon(ctx, polygon);
  ctx.globalAlpha = ink.alpha * opacity;
  ctx.fillStyle = stroke.color;
  ctx.fill();
  if (ink.edgeWidth * pixelsPerUnit >= MIN_EDGE_PIXELS) {
    ctx.globalAlpha = ink.edgeAlpha * opacity;
    ctx.strokeStyle = stroke.color;
    ctx.lineWidth = ink.edgeWidth;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}
