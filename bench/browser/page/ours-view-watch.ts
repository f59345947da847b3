import type { Remote } from 'comlink';
import type { EngineDiagnostics, FrameLogEntries } from '../../../src/shared/canvas/engine-diagnostics';

/**
 * The worker's frame log, with the frames after which the view was first seen complete (every
 * stroke in view on screen, previews included) and crisp (exact at the view's scale), counted
 * by the worker's frame counter (`framesDrawn`); null: never seen.
 */
export interface WatchedFrames extends FrameLogEntries {
  /** The counter at the log's last entry: entry i is frame lastFrame − (length − 1 − i). */
  lastFrame: number;
  completeFrame: number | null;
  crispFrame: number | null;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Polls the worker's stats once per animation frame while watching and keeps the frame counter
 * of the first answer in which `viewComplete` and `viewCrisp` held. Each answer describes the
 * worker after the last frame it drew (stats travel on the port the view and the document do,
 * in order), so the frame kept is the first one known to hold it: late only when the worker drew more
 * than one frame between two polls. A new
 * view or document restarts the watch; answers to polls sent before that are dropped.
 */
export class ViewWatch {
  private watching = false;
  private polling = false;
  private generation = 0;
  private completeFrame: number | null = null;
  private crispFrame: number | null = null;

  constructor(private readonly diagnostics: () => Promise<Remote<EngineDiagnostics>>) {}

  /** Empties the worker's frame log and starts watching. */
  async start(): Promise<void> {
    await (await this.diagnostics()).frames({ reset: true });
    this.restart();
    this.watching = true;
    if (!this.polling) void this.poll();
  }

  /** What the view shows changed: what was seen before no longer counts. */
  restart(): void {
    this.generation++;
    this.completeFrame = null;
    this.crispFrame = null;
  }

  /** Stops watching; the frame log read while the worker drew no frame, so the counter matches it. */
  async stop(): Promise<WatchedFrames> {
    this.watching = false;
    const diagnostics = await this.diagnostics();
    for (;;) {
      const before = (await diagnostics.stats()).framesDrawn;
      const frames = await diagnostics.frames();
      const lastFrame = (await diagnostics.stats()).framesDrawn;
      if (before === lastFrame)
        return { ...frames, lastFrame, completeFrame: this.completeFrame, crispFrame: this.crispFrame };
    }
  }

  private async poll(): Promise<void> {
    this.polling = true;
    const diagnostics = await this.diagnostics();
    while (this.watching) {
      await nextFrame();
      const generation = this.generation;
      const stats = await diagnostics.stats();
      if (generation !== this.generation) continue;
      if (stats.viewComplete) this.completeFrame ??= stats.framesDrawn;
      if (stats.viewCrisp) this.crispFrame ??= stats.framesDrawn;
    }
    this.polling = false;
  }
}
