import { distribution } from '../report/distribution';
import type { RequestKind } from './traffic-mix';

/** One request of the soak, as it ended. */
export interface RequestRecord {
  kind: RequestKind;
  /** When it was due, in ms since the soak started. */
  dueMs: number;
  /** From when it was due until its whole answer was read (or it failed). */
  latencyMs: number;
  /** How late the load generator sent it (its own stalls, included in latencyMs). */
  lateMs: number;
  /** Why it counts as an error: an unexpected status, a socket error, a timeout. */
  failure?: string;
}

/** The p99 latency of each `windowMs` slice of the run, as [end of the slice in s, p99 in ms]. */
export function p99Windows(records: readonly RequestRecord[], windowMs: number): Array<[number, number]> {
  const slices = new Map<number, number[]>();
  for (const record of records) {
    const slice = Math.floor(record.dueMs / windowMs);
    const latencies = slices.get(slice) ?? [];
    latencies.push(record.latencyMs);
    slices.set(slice, latencies);
  }
  return [...slices.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slice, latencies]) => [((slice + 1) * windowMs) / 1000, distribution(latencies).p99]);
}

/** How many requests failed, and the distinct reasons (at most `limit`) with their counts. */
export function failureSummary(
  records: readonly RequestRecord[],
  limit = 5,
): { count: number; reasons: string[] } {
  const counts = new Map<string, number>();
  for (const { kind, failure } of records)
    if (failure !== undefined)
      counts.set(`${kind}: ${failure}`, (counts.get(`${kind}: ${failure}`) ?? 0) + 1);
  const reasons = [...counts.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([reason, count]) => `${count}× ${reason}`);
  return { count: [...counts.values()].reduce((sum, n) => sum + n, 0), reasons };
}
