import { describe, expect, it } from 'vitest';
import { parseVmRss, rssGrowth, type RssSample } from './memory-growth';

const MB = 1024 * 1024;

describe('parseVmRss', () => {
  it('reads VmRSS in bytes from /proc/<pid>/status', () => {
    const status = 'Name:\tnode\nVmPeak:\t  900000 kB\nVmRSS:\t  123456 kB\nRssAnon:\t  100000 kB\n';
    expect(parseVmRss(status)).toBe(123456 * 1024);
  });

  it('is undefined when the line is missing', () => {
    expect(parseVmRss('Name:\tnode\nState:\tZ (zombie)\n')).toBeUndefined();
  });
});

describe('rssGrowth', () => {
  /** One sample a second for `seconds`, its megabytes given by `mb(second)`. */
  const samples = (seconds: number, mb: (second: number) => number): RssSample[] =>
    Array.from({ length: seconds }, (_, s) => ({ atMs: s * 1000, bytes: mb(s) * MB }));

  it('compares the last window with the window after the warm-up, not with the start', () => {
    // Warm-up from 60 to 100 MB, then a leak of 0.1 MB a second.
    const growth = rssGrowth(
      samples(300, (s) => (s < 30 ? 60 + (40 * s) / 30 : 100 + 0.1 * (s - 30))),
      30_000,
      10_000,
    );
    expect(growth?.startBytes).toBe(60 * MB);
    expect(growth!.afterWarmupBytes / MB).toBeCloseTo(100.45, 5);
    expect(growth!.endBytes / MB).toBeCloseTo(126.45, 5);
    expect(growth!.growthPercent).toBeCloseTo((100 * 26) / 100.45, 5);
  });

  it('takes medians, so one sample before a garbage collection does not decide it', () => {
    const growth = rssGrowth(
      samples(120, (s) => (s === 35 || s === 118 ? 180 : 100)),
      30_000,
      10_000,
    );
    expect(growth?.growthPercent).toBe(0);
  });

  it('is undefined when the run ended before the warm-up did', () => {
    expect(
      rssGrowth(
        samples(20, () => 100),
        30_000,
        10_000,
      ),
    ).toBeUndefined();
    expect(rssGrowth([], 30_000, 10_000)).toBeUndefined();
  });
});
