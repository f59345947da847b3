import type { Distribution } from './bench-results';

/** The value at quantile q of ascending `sorted` (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Percentiles of `values` (non-finite ones ignored); NaN fields when there are none. */
export function distribution(values: readonly number[]): Distribution {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    min: sorted[0] ?? Number.NaN,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** At most `limit` of `values`, evenly spread, for charts (results.json stays small). */
export function thinned(values: readonly number[], limit = 2000): number[] {
  if (values.length <= limit) return [...values];
  const step = values.length / limit;
  return Array.from({ length: limit }, (_, i) => values[Math.floor(i * step)] as number);
}
