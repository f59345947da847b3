import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run between concurrent callers and starts afresh after it settles', async () => {
    let runs = 0;
    let release: (value: number) => void = () => undefined;
    const flight = singleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });
    const a = flight.run();
    const b = flight.run();
    expect(a).toBe(b);
    expect(flight.current()).toBe(a);
    release(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    expect(runs).toBe(1);
    expect(flight.current()).toBeNull();
    const c = flight.run();
    release(8);
    await expect(c).resolves.toBe(8);
    expect(runs).toBe(2);
  });

  it('clears itself after a failure so the next call retries', async () => {
    let attempt = 0;
    const flight = singleFlight(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('first');
      return 'second';
    });
    await expect(flight.run()).rejects.toThrow('first');
    await expect(flight.run()).resolves.toBe('second');
  });
});
