type FrameCallback = (now: number) => void;

/**
 * The worker's own animation clock: a dedicated worker that owns a transferred OffscreenCanvas
 * has requestAnimationFrame in Chromium and Firefox; elsewhere a 16 ms timer stands in.
 */
function scheduler(): (callback: FrameCallback) => void {
  const raf = (globalThis as { requestAnimationFrame?: (callback: FrameRequestCallback) => number })
    .requestAnimationFrame;
  if (typeof raf === 'function') return (callback) => raf.call(globalThis, () => callback(performance.now()));
  return (callback) => setTimeout(() => callback(performance.now()), 16);
}

/**
 * Runs `onFrame` at most once per animation frame, and only after someone asked for a frame:
 * an idle canvas costs nothing. `onFrame` returns true to ask for the next frame too (a layer
 * still being built, a replay, a snapshot still to push).
 */
export class FrameLoop {
  private pending = false;
  private stopped = false;
  private readonly schedule = scheduler();

  constructor(private readonly onFrame: (now: number) => boolean) {}

  /** Whether a frame has been asked for and not run yet. */
  get requested(): boolean {
    return this.pending;
  }

  /** Asks for a frame; many requests before it runs make one frame. */
  request(): void {
    if (this.pending || this.stopped) return;
    this.pending = true;
    this.schedule((now) => {
      this.pending = false;
      if (this.stopped) return;
      // A frame that throws still asks for the next one: the input ring's reader, watching or
      // about to sleep, is only looked after by frames, so a lost loop would freeze the pen.
      let again = true;
      try {
        again = this.onFrame(now);
      } finally {
        if (again) this.request();
      }
    });
  }

  stop(): void {
    this.stopped = true;
  }
}
