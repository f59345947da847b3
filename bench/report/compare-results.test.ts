import { describe, expect, it } from 'vitest';
import type { BenchResults, Metric } from './bench-results';
import { compareResults, verdictOf } from './compare-results';

const metric = (id: string, better: Metric['better'], ours: number, tldraw?: number): Metric => ({
  suite: 'browser',
  id,
  name: id,
  unit: 'ms',
  better,
  how: 'test',
  subjects: {
    ours: { value: ours, stat: 'p95' },
    ...(tldraw === undefined ? {} : { tldraw: { value: tldraw, stat: 'p95' as const } }),
  },
});

const run = (metrics: Metric[]): BenchResults => ({
  version: 1,
  startedAt: '2026-11-23T00:00:00.000Z',
  finishedAt: '2026-11-23T00:01:00.000Z',
  gitSha: 'abc',
  quick: true,
  suites: ['browser'],
  environment: { node: 'v20', platform: 'linux', arch: 'x64', cpus: 'cpu', cores: 2, memoryGb: 24 },
  metrics,
  charts: [],
  skipped: [],
});

describe('verdictOf', () => {
  it('flags a lower-is-better figure that grew by more than 10% as a regression', () => {
    expect(verdictOf(10, 11.5, 'lower')).toBe('regression');
    expect(verdictOf(10, 10.9, 'lower')).toBe('same');
    expect(verdictOf(10, 8, 'lower')).toBe('improved');
  });

  it('reads a higher-is-better figure the other way round', () => {
    expect(verdictOf(100, 85, 'higher')).toBe('regression');
    expect(verdictOf(100, 120, 'higher')).toBe('improved');
  });

  it('judges a change from zero by direction alone', () => {
    expect(verdictOf(0, 3, 'lower')).toBe('regression');
    expect(verdictOf(0, 3, 'higher')).toBe('improved');
  });
});

describe('compareResults', () => {
  it('matches metrics by id and subject and skips figures missing on either side', () => {
    const a = run([metric('x', 'lower', 10, 20), metric('only-in-a', 'lower', 1)]);
    const b = run([metric('x', 'lower', 12), metric('only-in-b', 'lower', 1)]);
    const rows = compareResults(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'x', subject: 'ours', a: 10, b: 12, verdict: 'regression' });
    expect(rows[0]?.ratio).toBeCloseTo(1.2);
  });
});
