import type { Point } from '../../../src/shared/canvas/stroke';
import { rdpKeep } from './rdp-keep';

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
  const xyz = new Float64Array(points.length * 3);
  points.forEach((point, index) => {
    xyz[index * 3] = point.x;
    xyz[index * 3 + 1] = point.y;
    xyz[index * 3 + 2] = point.pressure * pressureScale;
  });
  const keep = rdpKeep(xyz, tolerance);
  return points.filter((_, index) => keep[index] === 1);
}
