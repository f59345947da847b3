/**
 * The width of an outline across a straight stroke's direction, measured over the middle half
 * of the stroke (so the caps and tapers do not count).
 */
export function middleWidth(
  outline: ReadonlyArray<readonly [number, number]>,
  dirX: number,
  dirY: number,
): number {
  const length = Math.hypot(dirX, dirY);
  const ux = dirX / length;
  const uy = dirY / length;
  const along = outline.map(([x, y]) => x * ux + y * uy);
  const min = Math.min(...along);
  const max = Math.max(...along);
  const from = min + (max - min) * 0.25;
  const to = min + (max - min) * 0.75;
  const across = outline
    .filter((_, i) => (along[i] ?? 0) >= from && (along[i] ?? 0) <= to)
    .map(([x, y]) => y * ux - x * uy);
  return Math.max(...across) - Math.min(...across);
}
