import type { InputStats } from '../../src/shared/canvas/engine-diagnostics';
import type { InputPath } from '../../src/shared/input-ring';
import type { Recording } from './input-suite';

/**
 * Main-thread time per delivered move: each pointermove's handler time plus that of the
 * pointerrawupdate events since the previous pointermove (an app may listen to either).
 */
export function mainThreadPerMove(recording: Recording): number[] {
  const perMove: number[] = [];
  let raw = 0;
  for (const [kind, ms] of recording.harness.handlerMs) {
    if (kind === 1) raw += ms;
    else if (kind === 0) {
      perMove.push(raw + ms);
      raw = 0;
    }
  }
  return perMove;
}

/**
 * Ours: from each sample's event timeStamp to the end of the first worker frame that contains
 * it, on one clock (each side's performance.timeOrigin). Samples no frame showed are left out.
 */
export function workerFrameLatency(recording: Recording): number[] {
  const frames = recording.worker?.frames;
  if (!frames) return [];
  const times = [...recording.harness.sampleTimes].sort((a, b) => a - b);
  const latencies: number[] = [];
  let frame = 0;
  for (const time of times) {
    while (frame < frames.drawnAt.length && (frames.lastSampleTime[frame] ?? 0) < time) frame++;
    if (frame >= frames.drawnAt.length) break;
    latencies.push(frames.timeOrigin + (frames.drawnAt[frame] ?? 0) - (recording.harness.timeOrigin + time));
  }
  return latencies;
}

/** Differences between consecutive times. */
export function intervals(times: readonly number[]): number[] {
  return times.slice(1).map((time, i) => time - (times[i] as number));
}

/** Ours: the intervals between worker frames drawn during the stroke. */
export function workerFrameIntervals(recording: Recording): number[] {
  return intervals(recording.worker?.frames.drawnAt ?? []);
}

/** Ours: how the worker took the stroke's samples, from its stats before and after the stroke. */
export interface InputPathShare {
  /** The path chosen when the engine started. */
  path: InputPath;
  /** Samples taken from the shared-memory ring, and received as messages, during the stroke. */
  shared: number;
  messaged: number;
  /** Events sent as a message because the ring was full. */
  fullFallbacks: number;
}

/** Undefined for the peers, and for a worker whose stats carry no input counters. */
export function inputPathShare(recording: Recording): InputPathShare | undefined {
  // Read defensively: a worker built before the input ring answers without `input`.
  const after = recording.worker?.stats.input as InputStats | undefined;
  const before = recording.worker?.statsBefore.input as InputStats | undefined;
  if (!after || !before) return undefined;
  return {
    path: after.path,
    shared: after.ringSamples - before.ringSamples,
    messaged: after.messageSamples - before.messageSamples,
    fullFallbacks: after.ringFullFallbacks - before.ringFullFallbacks,
  };
}
