import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and at most once per window after that', () => {
    const calls: number[] = [];
    const save = throttle((y: number) => calls.push(y), 100);
    save(1);
    save(2);
    save(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('keeps the latest arguments for the trailing call', () => {
    const calls: string[] = [];
    const save = throttle((key: string, y: number) => calls.push(`${key}:${y}`), 100);
    save('a', 0);
    vi.advanceTimersByTime(50);
    save('a', 10);
    save('a', 20);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual(['a:0', 'a:20']);
  });

  it('flushes a pending call immediately and cancels drop it', () => {
    const calls: number[] = [];
    const save = throttle((y: number) => calls.push(y), 100);
    save(1);
    save(2);
    save.flush();
    expect(calls).toEqual([1, 2]);
    save(3);
    save.cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([1, 2]);
  });
});
