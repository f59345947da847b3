import { describe, expect, it } from 'vitest';
import { failureSummary, p99Windows, type RequestRecord } from './request-record';

const record = (dueMs: number, latencyMs: number, failure?: string): RequestRecord => ({
  kind: failure ? 'refresh' : 'config',
  dueMs,
  latencyMs,
  lateMs: 0,
  ...(failure ? { failure } : {}),
});

describe('p99Windows', () => {
  it('gives the p99 of each slice at the slice end, in order', () => {
    const records = [
      ...Array.from({ length: 100 }, (_, i) => record(15_000 + i, i === 99 ? 500 : 5)),
      ...Array.from({ length: 100 }, (_, i) => record(i, i + 1)),
    ];
    expect(p99Windows(records, 10_000)).toEqual([
      [10, 99],
      [20, 5],
    ]);
  });
});

describe('failureSummary', () => {
  it('counts every failure and names the most frequent reasons first', () => {
    const records = [
      record(0, 1),
      record(1, 1, '401 expired'),
      record(2, 1, 'timeout after 10000 ms'),
      record(3, 1, 'timeout after 10000 ms'),
    ];
    expect(failureSummary(records)).toEqual({
      count: 3,
      reasons: ['2× refresh: timeout after 10000 ms', '1× refresh: 401 expired'],
    });
  });

  it('is zero with no failure', () => {
    expect(failureSummary([record(0, 1)])).toEqual({ count: 0, reasons: [] });
  });
});
