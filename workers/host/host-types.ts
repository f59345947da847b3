import type { CanvasImportResult } from '../../src/shared/canvas/canvas-import';
import type { EngineSnapshot, EngineStats } from '../engine/canvas-engine';
import type { TimeSummary } from './frame-times';

/** init()'s options: the element's CSS size and devicePixelRatio, the virtual document's size. */
export interface EngineInitOptions {
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  docWidth: number;
  docHeight: number;
  /** Where the in-progress document is kept in IndexedDB; without it there are no drafts. */
  draftKey?: string;
}

/** importJson's answer: a summary, not the document (which stays in the worker). */
export type ImportOutcome =
  { ok: true; strokeCount: number; skippedStrokes: number } | Extract<CanvasImportResult, { ok: false }>;

/** Counters and frame times for tests and the browser benchmark. */
export interface WorkerStats extends EngineStats {
  /** Time to draw one frame, in ms, over the last 1,024 frames drawn. */
  frameMs: TimeSummary;
  /** Worker time per frame: drawing it plus handling the input received since the last one. */
  busyMs: TimeSummary;
  /** True while a frame is still owed (e.g. a loaded document's outlines spread over frames). */
  pending: boolean;
}

/** readPixels' answer: RGBA bytes, row by row (as ImageData; its buffer is transferred). */
export interface PixelRect {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export type SnapshotListener = (snapshot: EngineSnapshot) => unknown;
