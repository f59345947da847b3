/**
 * Rounds to `decimals` and prints without trailing zeros or "-0" (12.300 → "12.3", -0.0004 → "0").
 * Works on the scaled integer: printing small integers is several times faster than printing
 * doubles, and the SVG export prints about a million numbers for a large drawing.
 */
export function formatNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round(value * factor);
  if (scaled === 0) return '0';
  if (!Number.isSafeInteger(scaled) || decimals === 0) return String(scaled / factor);
  const magnitude = Math.abs(scaled);
  const whole = Math.floor(magnitude / factor);
  let fraction = magnitude - whole * factor;
  const sign = scaled < 0 ? '-' : '';
  if (fraction === 0) return `${sign}${whole}`;
  let digits = decimals;
  while (fraction % 10 === 0) {
    fraction /= 10;
    digits--;
  }
  return `${sign}${whole}.${String(fraction).padStart(digits, '0')}`;
}
