import type { InputPath } from '../input-ring';

/** The engine's counters (input, frames and layer renders). */
export interface EngineStats {
  /** Every real (not predicted) sample received, before any filtering or simplification. */
  samplesReceived: number;
  /** Samples dropped as unusable (non-finite or absurd coordinates). */
  samplesDropped: number;
  /** Batches whose header could not be read. */
  batchesRejected: number;
  /** Real samples received for the stroke being drawn, and for the last committed one. */
  currentStrokeSamples: number;
  lastStrokeSamples: number;
  strokesCommitted: number;
  /** The latest timeStamp of a real sample received (the page's clock), 0 before any. */
  lastSampleTime: number;
  framesDrawn: number;
  layerRenders: number;
}

/** How pointer input reached the worker (ADR 028). */
export interface InputStats {
  /** Chosen once at start: the input ring where the page is cross-origin isolated, else messages. */
  path: InputPath;
  /** Real (not predicted) samples taken from the ring, and received in messages. */
  ringSamples: number;
  messageSamples: number;
  /** Events the page sent as a message because the ring was full (counted while a ring is in use). */
  ringFullFallbacks: number;
  /** Wake-up messages received (only a worker without Atomics.waitAsync is woken that way). */
  wakeMessages: number;
}

/** A distribution of per-frame times in ms. */
export interface TimeSummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** Counters and frame times for tests and the browser benchmark. */
export interface WorkerStats extends EngineStats {
  /** Time to draw one frame, in ms, over the last 1,024 frames drawn. */
  frameMs: TimeSummary;
  /** Worker time per frame: drawing it plus handling the input received since the last one. */
  busyMs: TimeSummary;
  /** True while a frame is still owed (e.g. a loaded document's outlines spread over frames). */
  pending: boolean;
  /**
   * Every stroke in view is on screen (thin ones perhaps still as previews): false while a loaded
   * drawing, or a part of it newly in view, is still being drawn (ADR 030).
   */
  viewComplete: boolean;
  /** Every stroke in view is on screen exactly, at the view's scale (no preview, no stretched tile). */
  viewCrisp: boolean;
  input: InputStats;
}

/** readPixels' answer: RGBA bytes, row by row (as ImageData; its buffer is transferred). */
export interface PixelRect {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** When frames were drawn and the newest input sample each one showed (for latency figures). */
export interface FrameLogEntries {
  /** The worker's performance.timeOrigin: drawnAt + timeOrigin is on the page's clock too. */
  timeOrigin: number;
  /** performance.now() in the worker when each frame was drawn, oldest first. */
  drawnAt: number[];
  /** The latest input sample timeStamp (the page's clock) each frame contained. */
  lastSampleTime: number[];
}

/**
 * Probes for tests and the benchmark (workers/host/host-diagnostics.ts). Production code never
 * calls them: lint forbids `.diagnostics` outside tests (eslint.config.js).
 */
export interface EngineDiagnostics {
  /**
   * RGBA pixels of the canvas (the main thread cannot read a transferred canvas). A frame still
   * owed is drawn first, whole, so the pixels show the current state.
   */
  readPixels(x: number, y: number, width: number, height: number): PixelRect;
  /** Counters and frame-time percentiles; `reset` clears the frame times (the counters keep counting). */
  stats(options?: { reset?: boolean }): WorkerStats;
  /** The frames drawn lately and the newest input each showed (the bench's latency); `reset` empties the log. */
  frames(options?: { reset?: boolean }): FrameLogEntries;
  /**
   * Resolves once the worker has nothing left to do: every input sent before this call handled,
   * no frame requested, no outlines still being built, no replay running, and the last snapshot
   * delivered to the page's listeners.
   */
  whenIdle(): Promise<void>;
}
