/** 10^k for the decimals tried, coarsest first. */
const SCALES = [1, 10, 100, 1000, 10_000];
const FINEST = SCALES[SCALES.length - 1] as number;

/**
 * The shortest number of at most 4 decimals that rounds to the same Float32 as `value` (itself
 * a Float32 value), or `value` when there is none. Points are kept as Float32: without this a
 * file holding x = 12.3 would export x = 12.300000190734863, so an import and export could
 * double a file's size (and push it past the import limit). Either way the printed number reads
 * back to the same Float32, so export → import → export gives the same text.
 *
 * The finest scale is tried first: if no 4-decimal number rounds to `value`, no shorter one does
 * (a shorter decimal is also a 4-decimal one, and the nearest 4-decimal number is at least as
 * close), so a drawn coordinate costs one check, not five.
 */
export function shortDecimal(value: number): number {
  if (Math.fround(Math.round(value * FINEST) / FINEST) !== value) return value;
  for (const scale of SCALES) {
    const rounded = Math.round(value * scale) / scale;
    if (Math.fround(rounded) === value) return rounded;
  }
  return value;
}
