import { describe, expect, it } from 'vitest';
import { joinDay, runLength, runsOf } from './day-runs';

describe('runsOf', () => {
  it('groups consecutive days into runs, earliest first, whatever the order and repeats', () => {
    expect(runsOf([12, 3, 4, 4, 5, 10, 11, 20])).toEqual([
      { firstDay: 3, lastDay: 5 },
      { firstDay: 10, lastDay: 12 },
      { firstDay: 20, lastDay: 20 },
    ]);
    expect(runsOf([])).toEqual([]);
  });
});

describe('joinDay', () => {
  it('starts a run of one day between far neighbours', () => {
    expect(joinDay(10, [{ firstDay: 14, lastDay: 15 }])).toEqual({
      run: { firstDay: 10, lastDay: 10 },
      replaced: [],
    });
  });

  it('extends the run ending the day before, or the run starting the day after', () => {
    expect(
      joinDay(10, [
        { firstDay: 7, lastDay: 9 },
        { firstDay: 12, lastDay: 12 },
      ]),
    ).toEqual({
      run: { firstDay: 7, lastDay: 10 },
      replaced: [{ firstDay: 7, lastDay: 9 }],
    });
    expect(joinDay(10, [{ firstDay: 11, lastDay: 13 }])).toEqual({
      run: { firstDay: 10, lastDay: 13 },
      replaced: [{ firstDay: 11, lastDay: 13 }],
    });
  });

  it('bridges a one-day gap into one run', () => {
    const before = { firstDay: 5, lastDay: 9 };
    const after = { firstDay: 11, lastDay: 30 };
    const joined = joinDay(10, [before, after]);
    expect(joined).toEqual({ run: { firstDay: 5, lastDay: 30 }, replaced: [before, after] });
    expect(runLength(joined.run)).toBe(26);
  });
});
