import { describe, expect, it } from 'vitest';
import { summarizeDays } from './daily-summary';

describe('summarizeDays', () => {
  it('adds up the days and picks the busiest, the latest of a tie', () => {
    const days = [
      { day: '2030-06-01', count: 4 },
      { day: '2030-06-02', count: 1 },
      { day: '2030-06-03', count: 4 },
      { day: '2030-06-04', count: 0 },
    ];
    expect(summarizeDays(days)).toEqual({ total: 9, busiest: { day: '2030-06-03', count: 4 } });
  });

  it('has no busiest day when every count is 0', () => {
    expect(summarizeDays([{ day: '2030-06-01', count: 0 }])).toEqual({ total: 0, busiest: null });
  });
});
