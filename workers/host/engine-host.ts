import * as Comlink from 'comlink';
import type { Stroke } from '../../src/shared/canvas/stroke';
import type { ToolParams } from '../../src/shared/canvas/tool-params';
import type { GridType, PenTool, PressureCurve } from '../../src/shared/canvas/tools';
import { CanvasEngine, type EngineSnapshot } from '../engine/canvas-engine';
import type { OutlineBudget } from '../engine/render/renderer';
import type { TracingFeedback } from '../engine/tracing-feedback';
import type { ViewState } from '../engine/view';
import { DraftAutosave } from './draft-autosave';
import { DraftStore } from './draft-store';
import { renderPng, renderThumbnail } from './export-image';
import { FrameLoop } from './frame-loop';
import { FrameLog, type FrameLogEntries } from './frame-log';
import { FrameTimes } from './frame-times';
import type {
  EngineInitOptions,
  ImportOutcome,
  PixelRect,
  SnapshotListener,
  WorkerStats,
} from './host-types';
import { importFile, type ImportOptions } from './import-file';
import {
  context2d,
  createOffscreenSurface,
  surfaceOf,
  type OffscreenSurface,
  type WorkerImage,
} from './offscreen-surface';

/**
 * Time a frame may spend computing outlines not cached yet: loading 10,000 strokes computes
 * their outlines over frames instead of blocking the worker for a second or two.
 */
const OUTLINE_BUDGET_MS = 8;

/** What exists once init() has run. */
interface Session {
  engine: CanvasEngine<WorkerImage>;
  screen: OffscreenSurface;
  loop: FrameLoop;
  autosave: DraftAutosave | null;
  draftKey: string | null;
}

/**
 * The worker side of the canvas: binds a CanvasEngine to the transferred OffscreenCanvas,
 * draws on the worker's own animation frames (at most once per frame, only when something
 * changed), keeps drafts in IndexedDB and answers the UI over Comlink. Every public method is
 * the Worker API (issue 4, point 12); canvas.worker.ts only exposes an instance.
 */
export class EngineHost {
  private session: Session | null = null;
  private readonly drafts = new DraftStore();
  private readonly listeners = new Set<SnapshotListener>();
  private pendingSnapshot: EngineSnapshot | null = null;
  private readonly frameTimes = new FrameTimes();
  private readonly busyTimes = new FrameTimes();
  private readonly frameLog = new FrameLog();
  /** Input handling time since the last frame drawn (part of that frame's worker time). */
  private inputMs = 0;
  private settleReplay: ((finished: boolean) => void) | null = null;

  /** Takes the transferred canvas and starts the engine; returns the first snapshot. */
  init(canvas: OffscreenCanvas, options: EngineInitOptions): EngineSnapshot {
    if (this.session) throw new Error('The canvas engine is already initialised');
    // desynchronized lets Chromium show the canvas without waiting for the page's compositor.
    const screen = surfaceOf(canvas, context2d(canvas, { desynchronized: true }));
    const engine = new CanvasEngine<WorkerImage>({
      cssWidth: options.cssWidth,
      cssHeight: options.cssHeight,
      dpr: options.dpr,
      docWidth: options.docWidth,
      docHeight: options.docHeight,
      createSurface: createOffscreenSurface,
      createPath: () => new Path2D(),
    });
    const draftKey = options.draftKey ?? null;
    const session: Session = {
      engine,
      screen,
      loop: new FrameLoop((now) => this.frame(now)),
      draftKey,
      autosave: draftKey
        ? new DraftAutosave({
            version: () => engine.documentVersion,
            busy: () => engine.path === 'drawing' || engine.path === 'erasing',
            save: () =>
              this.drafts.put(draftKey, {
                json: engine.exportJson(),
                savedAt: Date.now(),
                strokeCount: engine.strokes.length,
              }),
            onError: (error) => console.warn('Could not save the drawing draft', error),
          })
        : null,
    };
    this.session = session;
    this.sizeCanvas(options.cssWidth, options.cssHeight, options.dpr);
    engine.subscribe((snapshot) => {
      this.pendingSnapshot = snapshot;
      session.loop.request();
    });
    session.loop.request();
    return engine.snapshot();
  }

  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    const { engine } = this.ready();
    engine.resize(cssWidth, cssHeight, dpr);
    this.sizeCanvas(cssWidth, cssHeight, dpr);
    this.changed();
  }

  /** One encoded pointer batch (src/shared/input-batch.ts), transferred by the UI. */
  input(batch: Float64Array): void {
    const { engine } = this.ready();
    const start = performance.now();
    engine.input(batch);
    this.inputMs += performance.now() - start;
    this.changed();
  }

  // ── Pen and view settings ──────────────────────────────────────────────

  setTool(tool: PenTool): void {
    this.ready().engine.setTool(tool);
  }

  setToolParams(params: Partial<ToolParams>): void {
    this.ready().engine.setToolParams(params);
  }

  /** Returns false for a colour that is not #RRGGBB (the colour is then unchanged). */
  setColor(color: string): boolean {
    return this.ready().engine.setColor(color);
  }

  setSize(size: number): void {
    this.ready().engine.setSize(size);
  }

  /** Turns eraser mode on or off; `size` sets its diameter in document units. */
  setEraser(on: boolean, size?: number): void {
    const { engine } = this.ready();
    engine.setEraser(on);
    if (size !== undefined) engine.setEraserSize(size);
  }

  setPressureCurve(curve: PressureCurve): void {
    this.ready().engine.setPressureCurve(curve);
  }

  setGrid(gridType: GridType): void {
    this.ready().engine.setGrid(gridType);
    this.changed();
  }

  setView(view: ViewState): void {
    this.ready().engine.setView(view);
    this.changed();
  }

  /** SVG text (traced), ready-made strokes, or null to remove. Returns the number of target strokes. */
  setTarget(target: string | readonly Stroke[] | null): number {
    const count = this.ready().engine.setTarget(target);
    this.changed();
    return count;
  }

  /** The faint raster background (transfer the bitmap); null removes it. */
  setBackground(image: ImageBitmap | null): void {
    const { engine } = this.ready();
    engine.setBackground(image);
    this.changed();
  }

  /** Becoming inactive drops the gesture, resets hasDrawn and writes the draft. */
  setActive(active: boolean): void {
    const session = this.ready();
    session.engine.setActive(active);
    if (!active) void session.autosave?.flush();
    this.changed();
  }

  // ── History ────────────────────────────────────────────────────────────

  undo(): boolean {
    const changed = this.ready().engine.undo();
    this.changed();
    return changed;
  }

  redo(): boolean {
    const changed = this.ready().engine.redo();
    this.changed();
    return changed;
  }

  clear(): void {
    this.ready().engine.clear();
    this.changed();
  }

  // ── Import and export (Blobs cross by reference, not by copy) ──────────

  exportJson(): Blob {
    return new Blob([this.ready().engine.exportJson()], { type: 'application/json' });
  }

  /** The ink as PNG, `scale` pixels per document unit (capped at 8,192 px a side). */
  exportPng(scale = 1): Promise<Blob> {
    return renderPng(this.ready().engine, scale);
  }

  exportSvg(): Blob {
    return new Blob([this.ready().engine.exportSvg()], { type: 'image/svg+xml' });
  }

  /** A JSON file the user picked; it is read here, off the main thread. A dry run only checks it. */
  async importJson(file: File, options?: ImportOptions): Promise<ImportOutcome> {
    const outcome = await importFile(this.ready().engine, file, options);
    this.changed();
    return outcome;
  }

  /** A PNG of the page for the gallery (512 px on its longest side, at most 256 KB): paper, the traced image faintly, the ink. */
  thumbnail(): Promise<Blob> {
    return renderThumbnail(this.ready().engine);
  }

  // ── Feedback and replay ────────────────────────────────────────────────

  /** Tracing coverage and accuracy within `distance` units (default 10), or null without a target. */
  feedback(distance?: number): TracingFeedback | null {
    return this.ready().engine.feedback(distance);
  }

  /**
   * Replays the document stroke by stroke at `speed` (2 = twice as fast). Resolves true when the
   * replay ran to its end, false when something interrupted it (input, undo, another replay).
   */
  replay(speed = 1): Promise<boolean> {
    const { engine } = this.ready();
    this.settleReplay?.(false);
    engine.startReplay(speed, performance.now());
    const done = new Promise<boolean>((resolve) => {
      this.settleReplay = resolve;
    });
    this.changed();
    return done;
  }

  // ── Drafts ─────────────────────────────────────────────────────────────

  /** Writes the draft now if the document changed since the last one. */
  async saveDraft(): Promise<void> {
    await this.ready().autosave?.flush();
  }

  async hasDraft(): Promise<boolean> {
    const { draftKey } = this.ready();
    return draftKey !== null && (await this.drafts.get(draftKey)) !== null;
  }

  /** Loads the draft (undoable, validated like an import). Returns whether there was one to load. */
  async restoreDraft(): Promise<boolean> {
    const session = this.ready();
    if (session.draftKey === null) return false;
    const record = await this.drafts.get(session.draftKey);
    if (!record) return false;
    const result = session.engine.importJson('draft.json', 'application/json', record.json);
    if (result.ok) session.autosave?.markSaved();
    this.changed();
    return result.ok;
  }

  async discardDraft(): Promise<void> {
    const session = this.ready();
    if (session.draftKey === null) return;
    session.autosave?.markSaved();
    await this.drafts.delete(session.draftKey);
  }

  // ── Tests and benchmark ────────────────────────────────────────────────

  /**
   * RGBA pixels of the canvas (the main thread cannot read a transferred canvas). A frame still
   * owed is drawn first, whole, so the pixels show the current state.
   */
  readPixels(x: number, y: number, width: number, height: number): PixelRect {
    const { engine, screen } = this.ready();
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

  /** Counters and frame-time percentiles; `reset` clears the frame times (the counters keep counting). */
  stats(options: { reset?: boolean } = {}): WorkerStats {
    const { engine } = this.ready();
    const stats: WorkerStats = {
      ...engine.stats(),
      frameMs: this.frameTimes.summary(),
      busyMs: this.busyTimes.summary(),
      pending: engine.needsFrame,
    };
    if (options.reset) {
      this.frameTimes.clear();
      this.busyTimes.clear();
    }
    return stats;
  }

  /** The frames drawn lately and the newest input each showed (the bench's latency); `reset` empties the log. */
  frames(options: { reset?: boolean } = {}): FrameLogEntries {
    const entries = this.frameLog.entries(performance.timeOrigin);
    if (options.reset) this.frameLog.clear();
    return entries;
  }

  /**
   * Calls `listener` (a Comlink proxy) with {canUndo, canRedo, hasDrawn, view, strokeCount}
   * now and whenever one changes, at most once per frame. Returns an unsubscribe function.
   */
  subscribe(listener: SnapshotListener): (() => void) & Comlink.ProxyMarked {
    const { engine } = this.ready();
    this.listeners.add(listener);
    call(listener, engine.snapshot());
    return Comlink.proxy(() => {
      this.listeners.delete(listener);
    });
  }

  // ── Internals ──────────────────────────────────────────────────────────

  private ready(): Session {
    if (!this.session) throw new Error('The canvas engine is not initialised: call init() first');
    return this.session;
  }

  private sizeCanvas(cssWidth: number, cssHeight: number, dpr: number): void {
    const { screen } = this.ready();
    const ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
    screen.width = Math.max(1, Math.round(cssWidth * ratio));
    screen.height = Math.max(1, Math.round(cssHeight * ratio));
  }

  /** After any call that may change what is shown or saved: ask for a frame and a draft. */
  private changed(): void {
    const session = this.ready();
    if (session.engine.needsFrame || this.settleReplay) session.loop.request();
    session.autosave?.changed();
  }

  /** One animation frame: draw if needed, settle a finished replay, push the snapshot. */
  private frame(now: number): boolean {
    const session = this.session;
    if (!session) return false;
    const { engine, screen } = session;
    const start = performance.now();
    const finishing = engine.replayAt(now)?.done ?? false;
    const budget: OutlineBudget = { exhausted: () => performance.now() - start > OUTLINE_BUDGET_MS };
    if (engine.render(screen, now, budget)) {
      const drawMs = performance.now() - start;
      this.frameTimes.add(drawMs);
      this.busyTimes.add(drawMs + this.inputMs);
      this.inputMs = 0;
      this.frameLog.add(performance.now(), engine.stats().lastSampleTime);
    }
    if (this.settleReplay && engine.path !== 'replaying') {
      this.settleReplay(finishing);
      this.settleReplay = null;
    }
    const snapshot = this.pendingSnapshot;
    this.pendingSnapshot = null;
    if (snapshot) for (const listener of this.listeners) call(listener, snapshot);
    session.autosave?.changed();
    return engine.needsFrame;
  }
}

/** Calls a subscriber; a listener whose page went away must not break the frame loop. */
function call(listener: SnapshotListener, snapshot: EngineSnapshot): void {
  try {
    void Promise.resolve(listener(snapshot)).catch(() => {});
  } catch {
    // A proxy to a closed port throws synchronously in some browsers.
  }
}
