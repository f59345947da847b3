import { afterEach, describe, expect, it } from 'vitest';
import { advanceTime, now, nowMs, resetClock, setFixedTime } from './clock';

describe('clock', () => {
  afterEach(resetClock);

  it('follows real time by default', () => {
    const before = Date.now();
    const reading = nowMs();
    expect(reading).toBeGreaterThanOrEqual(before);
    expect(reading).toBeLessThanOrEqual(Date.now());
  });

  it('can be frozen and moved', () => {
    setFixedTime(new Date('2030-01-01T00:00:00.000Z'));
    advanceTime(15 * 60_000);
    expect(now().toISOString()).toBe('2030-01-01T00:15:00.000Z');
    expect(nowMs()).toBe(Date.parse('2030-01-01T00:15:00.000Z'));
  });

  it('moves a running clock by an offset', () => {
    advanceTime(86_400_000);
    expect(nowMs() - Date.now()).toBeGreaterThanOrEqual(86_400_000 - 5);
  });

  it('returns to real time on reset', () => {
    setFixedTime(0);
    resetClock();
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
  });
});
