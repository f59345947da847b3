import type { Unit } from './bench-results';

/** Three significant figures are plenty for a benchmark; big numbers keep their integer part. */
function significant(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return Math.round(value).toLocaleString('en-US');
  if (magnitude === 0) return '0';
  return Number(value.toPrecision(3)).toString();
}

/** A figure with its unit, as the report and the console show it: "1.23 ms", "99.8%", "4,120 req/s". */
export function formatValue(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return 'n/a';
  const number = significant(value);
  if (unit === '%') return `${number}%`;
  if (unit === 'count') return number;
  return `${number} ${unit}`;
}

/** A ratio a ÷ b as "0.42×"; a dash when either side is missing or b is zero. */
export function formatRatio(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '—';
  return `${significant(a / b)}×`;
}
