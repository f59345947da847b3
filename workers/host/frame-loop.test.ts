import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameLoop } from './frame-loop';

afterEach(() => {
  vi.useRealTimers();
});

describe('FrameLoop', () => {
  it('asks for the next frame after a frame that threw, so input keeps being drained', () => {
    vi.useFakeTimers();
    const frames: number[] = [];
    const loop = new FrameLoop(() => {
      frames.push(frames.length);
      if (frames.length === 1) throw new Error('a tile could not be drawn');
      return false;
    });
    loop.request();
    expect(() => vi.advanceTimersByTime(16)).toThrow('a tile could not be drawn');
    expect(loop.requested).toBe(true);
    vi.advanceTimersByTime(16);
    expect(frames).toEqual([0, 1]);
    expect(loop.requested).toBe(false);
  });

  it('runs one frame for many requests, and another only when the frame asks', () => {
    vi.useFakeTimers();
    let runs = 0;
    const loop = new FrameLoop(() => ++runs < 3);
    loop.request();
    loop.request();
    vi.advanceTimersByTime(16 * 5);
    expect(runs).toBe(3);
    expect(loop.requested).toBe(false);
  });
});
