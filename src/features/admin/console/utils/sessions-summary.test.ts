import { describe, expect, it } from 'vitest';
import { summarizeSessions } from './sessions-summary';

describe('summarizeSessions', () => {
  it('adds up the days and picks the busiest, the latest of a tie', () => {
    const days = [
      { day: '2030-06-01', sessions: 4 },
      { day: '2030-06-02', sessions: 1 },
      { day: '2030-06-03', sessions: 4 },
      { day: '2030-06-04', sessions: 0 },
    ];
    expect(summarizeSessions(days)).toEqual({ total: 9, busiest: { day: '2030-06-03', sessions: 4 } });
  });

  it('has no busiest day without sessions', () => {
    expect(summarizeSessions([{ day: '2030-06-01', sessions: 0 }])).toEqual({ total: 0, busiest: null });
  });
});
