import { POINT_FIELDS, type PackedStroke } from '../document/packed-stroke';

/**
 * A stroke at most this wide on screen (device pixels) may first be shown as a preview: at that
 * width the nib's shape (taper, angle, texture) changes a pixel or two, while its exact outline
 * costs about 0.15 ms to compute, a second and a half for a 10,000-stroke drawing.
 */
export const PREVIEW_MAX_PIXELS = 4;

/**
 * Centreline points closer than this (device pixels) to the last one kept are skipped: a
 * 3-pixel ribbon through every sample of a jittery stroke costs twice as much to rasterise and
 * shows nothing more at that width (measured in Chromium, ADR 030).
 */
const PREVIEW_SPACING_PIXELS = 2;

/** Whether a stroke is thin enough on screen, at `pixelsPerUnit`, to be previewed. */
export function previewable(stroke: Pick<PackedStroke, 'size'>, pixelsPerUnit: number): boolean {
  return stroke.size * pixelsPerUnit <= PREVIEW_MAX_PIXELS;
}

/**
 * A cheap stand-in for a thin stroke's outline, as a flat polygon: its centreline, thinned to
 * points PREVIEW_SPACING_PIXELS apart, widened by half the nib's size on each side (a ribbon of
 * constant width with flat ends; a square for a dot). Costs microseconds where the nib outline
 * costs a tenth of a millisecond; the renderer shows it until the exact outline is ready.
 */
export function strokePreview(
  stroke: Pick<PackedStroke, 'data' | 'size'>,
  pixelsPerUnit: number,
): Float64Array {
  const centre = thinnedCentreline(stroke.data, PREVIEW_SPACING_PIXELS / pixelsPerUnit);
  const count = centre.length / 2;
  const half = stroke.size / 2;
  if (count === 1) {
    const [x = 0, y = 0] = centre;
    return Float64Array.of(x - half, y - half, x + half, y - half, x + half, y + half, x - half, y + half);
  }
  const polygon = new Float64Array(count * 4);
  for (let k = 0; k < count; k++) {
    // The normal of the chord through the neighbours: smooth at joints, exact at the ends.
    const before = Math.max(0, k - 1) * 2;
    const after = Math.min(count - 1, k + 1) * 2;
    let nx = (centre[before + 1] as number) - (centre[after + 1] as number);
    let ny = (centre[after] as number) - (centre[before] as number);
    const length = Math.hypot(nx, ny);
    // Neighbours on one spot (a stroke doubling back on itself): any normal will do.
    nx = length > 0 ? (nx / length) * half : half;
    ny = length > 0 ? (ny / length) * half : 0;
    const x = centre[k * 2] as number;
    const y = centre[k * 2 + 1] as number;
    // One side forwards, the other backwards: a closed ribbon.
    polygon[k * 2] = x + nx;
    polygon[k * 2 + 1] = y + ny;
    polygon[(count * 2 - 1 - k) * 2] = x - nx;
    polygon[(count * 2 - 1 - k) * 2 + 1] = y - ny;
  }
  return polygon;
}

/** The first point, every point at least `spacing` from the last kept, and the last: x, y pairs. */
function thinnedCentreline(data: Float32Array, spacing: number): number[] {
  const points = data.length / POINT_FIELDS;
  const kept: number[] = [];
  const spacingSquared = spacing * spacing;
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  for (let i = 0; i < points; i++) {
    const x = data[i * POINT_FIELDS] as number;
    const y = data[i * POINT_FIELDS + 1] as number;
    const dx = x - lastX;
    const dy = y - lastY;
    // NaN before the first point keeps it; the last point is always kept.
    if (!(dx * dx + dy * dy < spacingSquared) || i === points - 1) {
      kept.push(x, y);
      lastX = x;
      lastY = y;
    }
  }
  return kept;
}
