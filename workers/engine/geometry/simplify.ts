import type { Point } from '../../../src/shared/canvas/stroke';

/**
 * Ramer–Douglas–Peucker simplification of a stroke's points. Returns a new array holding the
 * kept points (the same objects, in order); the first and last points are always kept.
 *
 * @param points the raw points
 * @param tolerance the largest distance (document units) a dropped point may lie from the kept line
 * @param pressureScale units of distance per unit of pressure: pressure is treated as a third
 *   coordinate so that a straight line that swells with pressure keeps the points that shape the
 *   swell (0 = geometry only)
 */
export function simplifyPoints(points: readonly Point[], tolerance: number, pressureScale = 0): Point[] {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const toleranceSquared = tolerance * tolerance;
  // An explicit stack instead of recursion: a 20,000-point stroke must not overflow the call stack.
  const stack: number[] = [0, points.length - 1];
  while (stack.length > 0) {
    const last = stack.pop() ?? 0;
    const first = stack.pop() ?? 0;
    const a = points[first];
    const b = points[last];
    if (!a || !b) continue;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const dz = (b.pressure - a.pressure) * pressureScale;
    const lengthSquared = dx * dx + dy * dy + dz * dz;
    let farthest = -1;
    let farthestSquared = toleranceSquared;
    for (let index = first + 1; index < last; index++) {
      const p = points[index];
      if (!p) continue;
      const px = p.x - a.x;
      const py = p.y - a.y;
      const pz = (p.pressure - a.pressure) * pressureScale;
      let t = lengthSquared === 0 ? 0 : (px * dx + py * dy + pz * dz) / lengthSquared;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - dx * t;
      const ey = py - dy * t;
      const ez = pz - dz * t;
      const distanceSquared = ex * ex + ey * ey + ez * ez;
      if (distanceSquared > farthestSquared) {
        farthestSquared = distanceSquared;
        farthest = index;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push(first, farthest, farthest, last);
  }
  return points.filter((_, index) => keep[index] === 1);
}
