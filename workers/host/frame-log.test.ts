import { describe, expect, it } from 'vitest';
import { FrameLog } from './frame-log';

describe('FrameLog', () => {
  it('keeps frames oldest first, and only the last `capacity` of them', () => {
    const log = new FrameLog(3);
    for (let i = 1; i <= 5; i++) log.add(i * 16, i * 10);
    expect(log.entries(1000)).toEqual({ timeOrigin: 1000, drawnAt: [48, 64, 80], lastSampleTime: [30, 40, 50] });
  });

  it('starts again empty after clear', () => {
    const log = new FrameLog(4);
    log.add(1, 2);
    log.clear();
    log.add(3, 4);
    expect(log.entries(0)).toEqual({ timeOrigin: 0, drawnAt: [3], lastSampleTime: [4] });
  });
});
