import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { takeBackoffTurn, type BackoffSchedule } from './rate-limits-repository';

const schedule: BackoffSchedule = { free: 3, delaysMs: [1000], maxDelayMs: 60_000, forgetMs: 86_400_000 };

describeEachDialect('rate-limits repository: backoff turns', (getDatabase) => {
  it('lets free attempts through even when a concurrent one stored a later time first', async () => {
    const { db } = getDatabase();
    // Two requests read the clock at 1,000 and 1,001 ms; the later one reaches the database first.
    expect(await takeBackoffTurn(db, 'out-of-order', 1001, schedule)).toEqual({ allowed: true });
    expect(await takeBackoffTurn(db, 'out-of-order', 1000, schedule)).toEqual({ allowed: true });
    expect(await takeBackoffTurn(db, 'out-of-order', 1002, schedule)).toEqual({ allowed: true });
  });

  it('makes the attempt past the free ones wait, counted from the latest attempt', async () => {
    const { db } = getDatabase();
    for (const time of [0, 1, 2])
      expect(await takeBackoffTurn(db, 'past-free', time, schedule)).toEqual({ allowed: true });
    expect(await takeBackoffTurn(db, 'past-free', 500, schedule)).toEqual({ allowed: false, retryAt: 1002 });
    expect(await takeBackoffTurn(db, 'past-free', 1002, schedule)).toEqual({ allowed: true });
    expect(await takeBackoffTurn(db, 'past-free', 1003, schedule)).toEqual({
      allowed: false,
      retryAt: 61_002,
    });
  });
});
