import { describe, expect, it } from 'vitest';
import { currentStreak, longestStreak } from './streaks';

const days = (...list: number[]) => new Set(list);

describe('currentStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(currentStreak(days(8, 9, 10), 10)).toBe(3);
  });

  it('still counts a streak ending yesterday while today has no session yet', () => {
    expect(currentStreak(days(7, 8, 9), 10)).toBe(3);
  });

  it('is 0 once a whole day was missed', () => {
    expect(currentStreak(days(6, 7, 8), 10)).toBe(0);
    expect(currentStreak(days(), 10)).toBe(0);
  });

  it('stops at the first gap', () => {
    expect(currentStreak(days(1, 2, 3, 5, 6, 7, 9, 10), 10)).toBe(2);
  });

  it('ignores days after today (a clock slightly ahead)', () => {
    expect(currentStreak(days(9, 10, 11), 10)).toBe(2);
  });
});

describe('longestStreak', () => {
  it('finds the longest run among gaps', () => {
    expect(longestStreak(days(1, 2, 3, 5, 6, 7, 8, 10))).toBe(4);
    expect(longestStreak(days(4))).toBe(1);
    expect(longestStreak(days())).toBe(0);
  });

  it('is linear in the number of days', () => {
    const many = new Set(Array.from({ length: 100_000 }, (_, i) => i));
    const started = performance.now();
    expect(longestStreak(many)).toBe(100_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
