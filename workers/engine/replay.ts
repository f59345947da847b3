import { pointCount, POINT_FIELDS, type PackedStroke } from './document/packed-stroke';

/** The pause between strokes on replay: documents do not store it, so a calm breath is assumed. */
export const REPLAY_STROKE_GAP_MS = 300;

/** When each stroke starts and how long it lasts on the replay clock (speed 1). */
export interface ReplayTimeline {
  starts: number[];
  durations: number[];
  /** The whole replay's length in ms at speed 1. */
  duration: number;
}

/** What is visible at a moment of the replay. */
export interface ReplayPosition {
  /** Strokes 0 … completeStrokes − 1 are shown whole. */
  completeStrokes: number;
  /** Of the next stroke, this many points are shown (0 = none). */
  partialPoints: number;
  done: boolean;
}

/** Lays the strokes end to end using their points' t, with a gap between strokes. */
export function createReplayTimeline(
  strokes: readonly PackedStroke[],
  gapMs = REPLAY_STROKE_GAP_MS,
): ReplayTimeline {
  const starts: number[] = [];
  const durations: number[] = [];
  let clock = 0;
  strokes.forEach((stroke, index) => {
    if (index > 0) clock += gapMs;
    // t is each point's last field, so the stroke's last number is its duration.
    const duration = Math.max(0, stroke.data.at(-1) ?? 0);
    starts.push(clock);
    durations.push(duration);
    clock += duration;
  });
  return { starts, durations, duration: clock };
}

/** The largest index i < count with read(i) ≤ x, for ascending values (−1 if none): a binary search. */
function lastAtOrBefore(count: number, x: number, read: (i: number) => number): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (read(middle) <= x) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The visible strokes and points `elapsedMs` of wall time into a replay at `speed` (2 = twice
 * as fast). Pure: the engine asks once per frame. O(log n) per call.
 */
export function replayPosition(
  strokes: readonly PackedStroke[],
  timeline: ReplayTimeline,
  elapsedMs: number,
  speed: number,
): ReplayPosition {
  const time = Math.max(0, elapsedMs) * (Number.isFinite(speed) && speed > 0 ? speed : 1);
  if (strokes.length === 0 || time >= timeline.duration) {
    return { completeStrokes: strokes.length, partialPoints: 0, done: time >= timeline.duration };
  }
  const current = lastAtOrBefore(strokes.length, time, (i) => timeline.starts[i] ?? 0);
  if (current < 0) return { completeStrokes: 0, partialPoints: 0, done: false };
  const stroke = strokes[current] as PackedStroke;
  const local = time - (timeline.starts[current] ?? 0);
  if (local >= (timeline.durations[current] ?? 0)) {
    return { completeStrokes: current + 1, partialPoints: 0, done: false };
  }
  const { data } = stroke;
  // t is each point's last field.
  const pointTime = (i: number) => data[(i + 1) * POINT_FIELDS - 1] ?? 0;
  const shown = lastAtOrBefore(pointCount(stroke), local, pointTime) + 1;
  return { completeStrokes: current, partialPoints: shown, done: false };
}
