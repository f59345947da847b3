import { describe, expect, it } from 'vitest';
import type { FrameLogEntries } from '../../src/shared/canvas/engine-diagnostics';
import { caughtUp, drawingEnd, firstShown, intervalsDuring, workerFrameTimes } from './big-document-measures';
import type { WatchedFrames } from './page/ours-view-watch';
import type { HarnessRecording } from './subject-driver';

/** A recording with what these measures read: the page clock's origin, samples and frames. */
const harness = (fields: Partial<HarnessRecording>) =>
  ({ timeOrigin: 1000, sampleTimes: [], shownAt: [], ...fields }) as HarnessRecording;

/** A worker whose clock started 10 ms after the page's. */
const worker = (drawnAt: number[], lastSampleTime: number[]): FrameLogEntries => ({
  timeOrigin: 1010,
  drawnAt,
  lastSampleTime,
});

describe('workerFrameTimes', () => {
  it('puts worker frames on the page clock', () => {
    expect(workerFrameTimes(worker([0, 5], [0, 0]), harness({}))).toEqual([10, 15]);
  });
});

describe('firstShown', () => {
  it('takes the first worker frame drawn with a sample sent after the start', () => {
    const page = harness({ sampleTimes: [50, 120, 124] });
    // Frames on the page clock: 100 (an old sample), 130 (still old), 140 (the sample at 120).
    const frames = worker([90, 120, 130], [50, 50, 120]);
    expect(firstShown(page, frames, 100)).toBe(140);
  });

  it('takes the first main-thread frame after the handler when there is no worker', () => {
    const page = harness({ sampleTimes: [120, 124], shownAt: [90, 150, 170] });
    expect(firstShown(page, undefined, 100)).toBe(150);
  });

  it('answers undefined when no sample came after the start or no frame showed one', () => {
    expect(firstShown(harness({ sampleTimes: [50] }), undefined, 100)).toBeUndefined();
    expect(firstShown(harness({ sampleTimes: [120] }), worker([90], [50]), 100)).toBeUndefined();
  });
});

describe('drawingEnd', () => {
  it('ends at the frame after the last slow main-thread frame', () => {
    // 100 → 400 is a slow frame (the app drew), then regular frames.
    expect(drawingEnd([100, 400, 417, 434, 451], 90)).toBe(400);
  });

  it('ignores what came before the start, and without slow frames takes the first frame after it', () => {
    expect(drawingEnd([0, 300, 317, 334], 310)).toBe(317);
  });
});

describe('caughtUp', () => {
  /** Frames 41–44 of the worker (its counter), drawn at 100–400 on its clock: 110–410 on the page's. */
  const watched = (completeFrame: number | null, crispFrame: number | null): WatchedFrames => ({
    ...worker([100, 200, 300, 400], [0, 0, 0, 0]),
    lastFrame: 44,
    completeFrame,
    crispFrame,
  });

  it('times the frame ours was first seen complete or crisp in, not the last one the worker drew', () => {
    const page = harness({ frames: [100, 500] });
    expect(caughtUp(page, watched(42, 43), 0, 'complete')).toBe(210);
    expect(caughtUp(page, watched(42, 43), 0, 'crisp')).toBe(310);
  });

  it('answers undefined when ours was never seen so, or the frame left the log', () => {
    expect(caughtUp(harness({}), watched(null, null), 0, 'complete')).toBeUndefined();
    expect(caughtUp(harness({}), watched(40, 40), 0, 'crisp')).toBeUndefined();
  });

  it('takes the end of the drawing of a subject without a worker', () => {
    expect(caughtUp(harness({ frames: [100, 400, 417] }), undefined, 90, 'complete')).toBe(400);
  });
});

describe('intervalsDuring', () => {
  it('measures the frames inside the span, closed by the first frame after it', () => {
    expect(intervalsDuring([0, 10, 30, 60, 100, 150], 5, 70)).toEqual([20, 30, 40]);
  });

  it('has no interval without two frames', () => {
    expect(intervalsDuring([0, 100], 50, 60)).toEqual([]);
  });
});
