import { describe, expect, it } from 'vitest';
import { runAtFixedRate, type SchedulerClock } from './fixed-rate';

/** A clock that moves only when the scheduler sleeps, and wakes it `overshootMs` late. */
function fakeClock(overshootMs: number): SchedulerClock & { sleeps: number } {
  let now = 1_000;
  const clock = {
    sleeps: 0,
    now: () => now,
    sleep(ms: number) {
      clock.sleeps += 1;
      now += Math.max(0, ms) + overshootMs;
      return Promise.resolve();
    },
  };
  return clock;
}

describe('runAtFixedRate', () => {
  it('sends rate × duration requests, each due 1/rate after the one before', async () => {
    const due: number[] = [];
    await runAtFixedRate({
      ratePerSecond: 200,
      durationSeconds: 3,
      clock: fakeClock(0),
      fire: async (index, dueAt) => {
        due[index] = dueAt;
      },
    });
    expect(due).toHaveLength(600);
    expect(due.slice(0, 3)).toEqual([1_000, 1_005, 1_010]);
    expect(due.at(-1)).toBe(1_000 + 599 * 5);
  });

  it('never holds a request back for earlier ones still waiting for their answer (open loop)', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const run = runAtFixedRate({
      ratePerSecond: 50,
      durationSeconds: 2,
      clock: fakeClock(0),
      fire: async () => {
        sent += 1;
        await answered;
      },
    });
    // No answer has come yet, and still every request went out on time.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toBe(100);
    release();
    await run;
  });

  it('sends at once every request that fell due while it slept too long, never one early', async () => {
    const clock = fakeClock(23);
    const late: number[] = [];
    await runAtFixedRate({
      ratePerSecond: 100,
      durationSeconds: 1,
      clock,
      fire: async (_index, dueAt) => {
        late.push(clock.now() - dueAt);
      },
    });
    expect(late).toHaveLength(100);
    expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
    // A wake-up every 10 ms + 23 ms: about one per three requests, each sending a batch.
    expect(clock.sleeps).toBeLessThan(40);
  });
});
