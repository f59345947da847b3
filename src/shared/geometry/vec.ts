/**
 * A tiny set of pure 2D vector helpers on plain [x, y] tuples (after perfect-freehand's vec.ts).
 * Hot loops inline their arithmetic instead; these serve the readable paths.
 */
export type Vec = [number, number];
/** A vector only read from (so readonly tuples pass too). */
export type VecLike = readonly [number, number];

export const add = (a: VecLike, b: VecLike): Vec => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: VecLike, b: VecLike): Vec => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: VecLike, n: number): Vec => [a[0] * n, a[1] * n];
export const dot = (a: VecLike, b: VecLike): number => a[0] * b[0] + a[1] * b[1];
export const cross = (a: VecLike, b: VecLike): number => a[0] * b[1] - a[1] * b[0];
// Math.sqrt of the sum, not Math.hypot: hypot guards against overflow we cannot reach (coordinates
// are bounded) and is several times slower in V8.
export const len = (a: VecLike): number => Math.sqrt(a[0] * a[0] + a[1] * a[1]);
export const dist2 = (a: VecLike, b: VecLike): number => {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  return dx * dx + dy * dy;
};
export const dist = (a: VecLike, b: VecLike): number => Math.sqrt(dist2(a, b));
/** Rotates a quarter turn so that, with y down, the result points to the left of the direction. */
export const perp = (a: VecLike): Vec => [a[1], -a[0]];
export const lerp = (a: VecLike, b: VecLike, t: number): Vec => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
/** The unit vector of a, or [0, 0] for a zero vector (never NaN). */
export const unit = (a: VecLike): Vec => {
  const length = len(a);
  return length === 0 ? [0, 0] : [a[0] / length, a[1] / length];
};
/** The unit vector at `degrees` from +x toward +y. */
export const fromAngle = (degrees: number): Vec => {
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
};
