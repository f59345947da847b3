import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';
import { packStroke } from './document/packed-stroke';
import { createReplayTimeline, replayPosition } from './replay';

const stroke = (times: number[]) =>
  packStroke({
    points: times.map((t, i) => ({ x: i, y: 0, pressure: 0.5, tiltX: 0, tiltY: 0, t })),
    tool: 'brush',
    size: 2,
    color: '#000',
    toolParams: DEFAULT_TOOL_PARAMS.brush,
  });

describe('replay', () => {
  const strokes = [stroke([0, 50, 100]), stroke([0, 200])];
  const timeline = createReplayTimeline(strokes, 300);

  it('lays strokes end to end with a gap', () => {
    expect(timeline).toEqual({ starts: [0, 400], durations: [100, 200], duration: 600 });
  });

  it('says which strokes and points are visible at a time', () => {
    expect(replayPosition(strokes, timeline, 0, 1)).toEqual({
      completeStrokes: 0,
      partialPoints: 1,
      done: false,
    });
    expect(replayPosition(strokes, timeline, 60, 1)).toEqual({
      completeStrokes: 0,
      partialPoints: 2,
      done: false,
    });
    expect(replayPosition(strokes, timeline, 250, 1)).toEqual({
      completeStrokes: 1,
      partialPoints: 0,
      done: false,
    });
    expect(replayPosition(strokes, timeline, 450, 1)).toEqual({
      completeStrokes: 1,
      partialPoints: 1,
      done: false,
    });
    expect(replayPosition(strokes, timeline, 600, 1)).toEqual({
      completeStrokes: 2,
      partialPoints: 0,
      done: true,
    });
  });

  it('plays faster at a higher speed', () => {
    expect(replayPosition(strokes, timeline, 30, 2)).toEqual({
      completeStrokes: 0,
      partialPoints: 2,
      done: false,
    });
    expect(replayPosition(strokes, timeline, 300, 2).done).toBe(true);
  });
});
