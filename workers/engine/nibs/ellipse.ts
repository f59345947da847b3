/**
 * A nib's footprint at one sample: an ellipse with semi-axis `a` along the nib edge (at `angle`
 * radians from +x toward +y) and semi-axis `b` across it. A flat nib is a thin ellipse, a round
 * nib a circle; one footprint model keeps every nib's sweep exact and cheap.
 */
export interface NibFootprint {
  a: number;
  b: number;
  angle: number;
}

/**
 * The ellipse parameter φ of the footprint's support point in direction (nx, ny): the boundary
 * point E(φ) = c + a·cosφ·u + b·sinφ·v farthest along that direction. The swept outline of a
 * convex nib is traced by these points on either side of the path.
 */
export function supportParameter(footprint: NibFootprint, nx: number, ny: number): number {
  const cos = Math.cos(footprint.angle);
  const sin = Math.sin(footprint.angle);
  const un = cos * nx + sin * ny;
  const vn = -sin * nx + cos * ny;
  return Math.atan2(footprint.b * vn, footprint.a * un);
}

/** Writes the boundary point E(φ) of the footprint centred at (cx, cy) into out. */
export function ellipsePoint(
  footprint: NibFootprint,
  cx: number,
  cy: number,
  phi: number,
  out: [number, number],
): [number, number] {
  const cos = Math.cos(footprint.angle);
  const sin = Math.sin(footprint.angle);
  const ca = footprint.a * Math.cos(phi);
  const sb = footprint.b * Math.sin(phi);
  out[0] = cx + ca * cos - sb * sin;
  out[1] = cy + ca * sin + sb * cos;
  return out;
}

/** Points on a cap: the more the caps get, the rounder a wide round nib's end looks. */
export const CAP_STEPS = 8;

/**
 * Appends the half of the footprint's boundary that runs from φ = `from` to φ = from ± π on
 * the side facing (wx, wy), without its two ends (they are the outline's side points).
 */
export function appendCap(
  footprint: NibFootprint,
  cx: number,
  cy: number,
  from: number,
  wx: number,
  wy: number,
  out: Array<[number, number]>,
): void {
  const probe: [number, number] = [0, 0];
  ellipsePoint(footprint, cx, cy, from + Math.PI / 2, probe);
  const direction = (probe[0] - cx) * wx + (probe[1] - cy) * wy >= 0 ? 1 : -1;
  for (let step = 1; step < CAP_STEPS; step++) {
    out.push(ellipsePoint(footprint, cx, cy, from + (direction * Math.PI * step) / CAP_STEPS, [0, 0]));
  }
}

/**
 * Writes the offset from the footprint's centre to its support point in direction (nx, ny),
 * in closed form: (a²·un·u + b²·vn·v) / √(a²un² + b²vn²), where u = (cos, sin) runs along the
 * nib edge, v across it, and un, vn are the direction's components on them. It takes the
 * angle's cosine and sine so a caller can keep them while the angle holds: trigonometry per
 * sample would cost more than the rest of the formula.
 */
export function supportOffset(
  footprint: NibFootprint,
  cos: number,
  sin: number,
  nx: number,
  ny: number,
  out: [number, number],
): [number, number] {
  const un = cos * nx + sin * ny;
  const vn = cos * ny - sin * nx;
  const a2un = footprint.a * footprint.a * un;
  const b2vn = footprint.b * footprint.b * vn;
  const reach = Math.sqrt(a2un * un + b2vn * vn);
  out[0] = reach > 0 ? (a2un * cos - b2vn * sin) / reach : 0;
  out[1] = reach > 0 ? (a2un * sin + b2vn * cos) / reach : 0;
  return out;
}
