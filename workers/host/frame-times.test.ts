import { describe, expect, it } from 'vitest';
import { FrameTimes } from './frame-times';

describe('FrameTimes', () => {
  it('summarises the median, 95th percentile and maximum', () => {
    const times = new FrameTimes();
    for (let i = 1; i <= 100; i++) times.add(i);
    expect(times.summary()).toEqual({ count: 100, p50: 50, p95: 95, max: 100 });
  });

  it('keeps only the most recent frames and can be cleared', () => {
    const times = new FrameTimes(4);
    for (const ms of [100, 100, 1, 2, 3, 4]) times.add(ms);
    expect(times.summary()).toMatchObject({ count: 4, max: 4 });
    times.clear();
    expect(times.summary()).toEqual({ count: 0, p50: 0, p95: 0, max: 0 });
  });
});
