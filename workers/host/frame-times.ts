import type { TimeSummary } from '../../src/shared/canvas/engine-diagnostics';

/** The value at quantile q of ascending `sorted` (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/**
 * Keeps the last `capacity` frame times (a ring, so a long session uses fixed memory) and
 * summarises them on request: the stats API is called rarely, frames often.
 */
export class FrameTimes {
  private readonly values: Float64Array;
  private next = 0;
  private size = 0;

  constructor(capacity = 1024) {
    this.values = new Float64Array(capacity);
  }

  add(ms: number): void {
    this.values[this.next] = ms;
    this.next = (this.next + 1) % this.values.length;
    this.size = Math.min(this.size + 1, this.values.length);
  }

  clear(): void {
    this.next = 0;
    this.size = 0;
  }

  summary(): TimeSummary {
    const sorted = Array.from(this.values.subarray(0, this.size)).sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    };
  }
}
