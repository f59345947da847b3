import * as Comlink from 'comlink';
import type {
  EngineDiagnostics,
  FrameLogEntries,
  InputStats,
  PixelRect,
  WorkerStats,
} from '../../src/shared/canvas/engine-diagnostics';
import type { CanvasEngine } from '../engine/canvas-engine';
import type { FrameLog } from './frame-log';
import type { FrameTimes } from './frame-times';
import type { OffscreenSurface, WorkerImage } from './offscreen-surface';

/** What the probes read from the host. */
export interface DiagnosticsSource {
  /** The running engine and its screen; throws before init(). */
  ready(): { engine: CanvasEngine<WorkerImage>; screen: OffscreenSurface };
  frameTimes: FrameTimes;
  busyTimes: FrameTimes;
  frameLog: FrameLog;
  /** How pointer input arrived (ring or messages). */
  inputStats(): InputStats;
  whenIdle(): Promise<void>;
}

/** The probes of tests and the benchmark, exposed beside the engine (canvas.worker.ts). */
export class HostDiagnostics implements EngineDiagnostics {
  constructor(private readonly source: DiagnosticsSource) {}

  readPixels(x: number, y: number, width: number, height: number): PixelRect {
    const { engine, screen } = this.source.ready();
    if (engine.needsFrame) engine.render(screen, performance.now());
    const image = screen.context.getImageData(
      Math.floor(x),
      Math.floor(y),
      Math.max(1, Math.floor(width)),
      Math.max(1, Math.floor(height)),
    );
    const rect: PixelRect = { width: image.width, height: image.height, data: image.data };
    return Comlink.transfer(rect, [image.data.buffer]);
  }

  stats(options: { reset?: boolean } = {}): WorkerStats {
    const { engine } = this.source.ready();
    const { frameTimes, busyTimes } = this.source;
    // Built from the scene, which shares the stroke list: read once.
    const layer = engine.layerState;
    const stats: WorkerStats = {
      ...engine.stats(),
      frameMs: frameTimes.summary(),
      busyMs: busyTimes.summary(),
      pending: engine.needsFrame,
      viewComplete: layer?.complete ?? false,
      viewCrisp: layer?.crisp ?? false,
      input: this.source.inputStats(),
    };
    if (options.reset) {
      frameTimes.clear();
      busyTimes.clear();
    }
    return stats;
  }

  frames(options: { reset?: boolean } = {}): FrameLogEntries {
    const entries = this.source.frameLog.entries(performance.timeOrigin);
    if (options.reset) this.source.frameLog.clear();
    return entries;
  }

  whenIdle(): Promise<void> {
    return this.source.whenIdle();
  }
}
