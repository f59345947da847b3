import type { FrameLogEntries } from '../../src/shared/canvas/engine-diagnostics';
import type { WatchedFrames } from './page/ours-view-watch';
import type { HarnessRecording } from './subject-driver';

/** A main-thread frame that took longer than this kept the page busy (a 60 Hz frame is 16.7 ms). */
export const SLOW_FRAME_MS = 25;

/** The worker's frames on the page's clock (both clocks meet through performance.timeOrigin). */
export function workerFrameTimes(frames: FrameLogEntries, harness: HarnessRecording): number[] {
  return frames.drawnAt.map((time) => frames.timeOrigin + time - harness.timeOrigin);
}

/**
 * When the page could first show a sample sent after `since`: ours, the first worker frame drawn
 * with such a sample; the others, who draw on the main thread, the end of the first main-thread
 * frame after their handler ran for one (the harness's app-agnostic frame).
 */
export function firstShown(
  harness: HarnessRecording,
  worker: FrameLogEntries | undefined,
  since: number,
): number | undefined {
  const firstSample = Math.min(...harness.sampleTimes.filter((time) => time >= since));
  if (!Number.isFinite(firstSample)) return undefined;
  if (worker) {
    const times = workerFrameTimes(worker, harness);
    const index = worker.lastSampleTime.findIndex((time) => time >= firstSample);
    return index < 0 ? undefined : times[index];
  }
  return harness.shownAt.find((time) => time >= firstSample);
}

/**
 * When a subject drawing on the main thread was done drawing what it owed after `since`: the end
 * of its last slow main-thread frame (a frame callback that came more than SLOW_FRAME_MS after
 * the one before, so work filled the frame before it); without one, the first frame after `since`.
 */
export function drawingEnd(mainFrames: readonly number[], since: number): number {
  let end = mainFrames.find((time) => time >= since) ?? since;
  for (let i = 1; i < mainFrames.length; i++) {
    const time = mainFrames[i] as number;
    if (time > since && time - (mainFrames[i - 1] as number) > SLOW_FRAME_MS) end = Math.max(end, time);
  }
  return end;
}

/**
 * When the subject had drawn what came after `since`: ours (with a worker), when the first
 * worker frame after which its view was seen `complete` or `crisp` was drawn (undefined when
 * never seen, or when that frame left the log); the others, the end of their drawing (drawingEnd).
 */
export function caughtUp(
  harness: HarnessRecording,
  worker: WatchedFrames | undefined,
  since: number,
  view: 'complete' | 'crisp',
): number | undefined {
  if (!worker) return drawingEnd(harness.frames, since);
  const frame = view === 'crisp' ? worker.crispFrame : worker.completeFrame;
  if (frame === null) return undefined;
  const index = worker.drawnAt.length - 1 - (worker.lastFrame - frame);
  return index < 0 || index >= worker.drawnAt.length ? undefined : workerFrameTimes(worker, harness)[index];
}

/**
 * Intervals between the frames drawn from `from` to `to`, with the first frame after `to` (it
 * closes the last interval of the gesture).
 */
export function intervalsDuring(frames: readonly number[], from: number, to: number): number[] {
  const inside = frames.filter((time) => time >= from && time <= to);
  const after = frames.find((time) => time > to);
  const times = after === undefined ? inside : [...inside, after];
  return times.slice(1).map((time, i) => time - (times[i] as number));
}
