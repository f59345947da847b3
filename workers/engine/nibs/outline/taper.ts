/** Taper length in units = tapering × (TAPER_BASE + TAPER_PER_SIZE × size). */
const TAPER_BASE = 12;
const TAPER_PER_SIZE = 4;

/** How far (units) each end of a stroke tapers, from ToolParams.tapering and the stroke's size. */
export function taperLength(tapering: number, size: number): number {
  return tapering * (TAPER_BASE + TAPER_PER_SIZE * size);
}

/**
 * A short stroke (or a dot) cannot taper over more than half its length at each end: the taper
 * length for a stroke `total` units long.
 */
export function fittedTaperLength(length: number, total: number): number {
  return total < 2 * length ? total / 2 : length;
}

/** Ease-out (perfect-freehand's start easing): the width grows quickly, then settles. */
const easeOut = (t: number) => t * (2 - t);

/**
 * The width factor `distance` units from an end: `floor` (the nib's share left at a fully
 * tapered end) at the end, easing out to 1 at the taper length and beyond.
 */
export function taperFactor(distance: number, length: number, floor: number): number {
  if (length <= 0 || distance >= length) return 1;
  return floor + (1 - floor) * easeOut(Math.max(0, distance) / length);
}
