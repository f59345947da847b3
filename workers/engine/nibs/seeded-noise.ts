/** A 32-bit integer hash (from the "lowbias32" family): cheap, well mixed, deterministic. */
export function hash32(value: number): number {
  let x = value | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines numbers into one seed; coordinates are rounded to 1/1000 so a saved stroke reseeds alike. */
export function combineSeed(...values: number[]): number {
  let seed = 0x9e3779b9;
  for (const value of values) seed = hash32(seed ^ Math.round(value * 1000));
  return seed;
}

/** The lattice value of noise at integer i, in [−1, 1]. */
function lattice(seed: number, i: number): number {
  return (hash32(seed ^ Math.imul(i, 0x27d4eb2d)) / 0xffffffff) * 2 - 1;
}

/**
 * Smooth 1D value noise in [−1, 1]: the same seed and x always give the same value, so a
 * stroke's texture is identical live, after saving and on replay.
 */
export function valueNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const eased = f * f * (3 - 2 * f);
  const a = lattice(seed, i);
  return a + (lattice(seed, i + 1) - a) * eased;
}
