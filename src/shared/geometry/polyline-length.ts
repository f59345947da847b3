import { dist, type VecLike } from './vec';

/** The length of a polyline of [x, y] points. */
export function polylineLength(points: readonly VecLike[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += dist(points[i - 1] as VecLike, points[i] as VecLike);
  return length;
}
