import * as Comlink from 'comlink';
import type {
  ArtworkCapture,
  EngineApi,
  EngineInitOptions,
  EngineSnapshot,
  ImportOptions,
  ImportOutcome,
  SnapshotListener,
} from '../../src/shared/canvas/engine-api';
import type { PenPatch } from '../../src/shared/canvas/pen-settings';
import type { Stroke } from '../../src/shared/canvas/stroke';
import type { GridType } from '../../src/shared/canvas/tools';
import type { ViewState } from '../../src/shared/canvas/view';
import { CanvasEngine } from '../engine/canvas-engine';
import type { FrameBudget } from '../engine/render/renderer';
import { captureArtwork } from './capture-artwork';
import { DraftAutosave } from './draft-autosave';
import { DraftStore } from './draft-store';
import { renderPng } from './export-image';
import { FrameLoop } from './frame-loop';
import { FrameLog } from './frame-log';
import { FrameTimes } from './frame-times';
import { HostDiagnostics } from './host-diagnostics';
import { IdleWaiters } from './idle-waiters';
import { DocumentImports } from './import-file';
import { InputIntake } from './input-intake';
import {
  context2d,
  createOffscreenSurface,
  surfaceOf,
  type OffscreenSurface,
  type WorkerImage,
} from './offscreen-surface';

/**
 * Time a frame may spend bringing the cached layer up to date (outlines to compute, tiles to
 * draw and rasterise): a loaded drawing, a zoom or a pan into new ground fills in over frames,
 * while each frame, with the tiles' blits (3–5 ms in software) and the live stroke, stays within
 * one 60 Hz vsync; during a gesture (a pan, a pinch, a stroke) the share is smaller, so a frame
 * late by a little does not miss the vsync (ADR 030).
 */
const LAYER_BUDGET_MS = 10;
const LAYER_BUDGET_IN_MOTION_MS = 6;

/** What exists once init() has run. */
interface Session {
  engine: CanvasEngine<WorkerImage>;
  screen: OffscreenSurface;
  loop: FrameLoop;
  autosave: DraftAutosave | null;
  draftKey: string | null;
  imports: DocumentImports;
}

/**
 * The worker side of the canvas: binds a CanvasEngine to the transferred OffscreenCanvas,
 * draws on the worker's own animation frames (at most once per frame, only when something
 * changed), keeps drafts in IndexedDB and answers the UI over Comlink (EngineApi);
 * canvas.worker.ts exposes an instance and its diagnostics.
 */
export class EngineHost implements EngineApi {
  private session: Session | null = null;
  private readonly drafts = new DraftStore();
  private readonly listeners = new Set<SnapshotListener>();
  /** Snapshots sent to listeners and not yet acknowledged by the page. */
  private deliveries = 0;
  private readonly frameTimes = new FrameTimes();
  private readonly busyTimes = new FrameTimes();
  private readonly frameLog = new FrameLog();
  private readonly idle = new IdleWaiters();
  /** Input handling time since the last frame drawn (part of that frame's worker time). */
  private inputMs = 0;
  private settleReplay: ((finished: boolean) => void) | null = null;

  /** Where pointer input enters: the input ring or one-way messages (canvas.worker.ts feeds it every message). */
  readonly inputs = new InputIntake({
    ingest: (batch) => this.ingest(batch),
    changed: () => this.changed(),
    requestFrame: () => this.session?.loop.request(),
  });

  /** The probes of tests and the benchmark (never called by the app). */
  readonly diagnostics = new HostDiagnostics({
    ready: () => this.ready(),
    frameTimes: this.frameTimes,
    busyTimes: this.busyTimes,
    frameLog: this.frameLog,
    inputStats: () => this.inputs.stats(),
    whenIdle: () => {
      // A frame still owed without one asked for would never come: ask, so the wait can end.
      if (!this.isIdle()) this.session?.loop.request();
      return this.idle.wait(this.isIdle());
    },
  });

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
      loop: new FrameLoop((now) => this.inputThenFrame(now)),
      draftKey,
      imports: new DocumentImports(engine),
      autosave: draftKey
        ? new DraftAutosave(
            {
              version: () => engine.documentVersion,
              busy: () => engine.path === 'drawing' || engine.path === 'erasing',
              save: () =>
                this.drafts.put(draftKey, {
                  json: engine.exportJson(),
                  savedAt: Date.now(),
                  strokeCount: engine.strokes.length,
                }),
              onError: (error) => console.warn('Could not save the drawing draft', error),
            },
            options.draftIntervalMs,
          )
        : null,
    };
    this.session = session;
    this.sizeCanvas(options.cssWidth, options.cssHeight, options.dpr);
    engine.onSnapshotDue(() => session.loop.request());
    session.loop.request();
    return engine.snapshot();
  }

  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    const { engine } = this.ready();
    engine.resize(cssWidth, cssHeight, dpr);
    this.sizeCanvas(cssWidth, cssHeight, dpr);
    this.changed();
  }

  /** One encoded pointer batch (src/shared/input-batch.ts), from the ring or a message. */
  private ingest(batch: Float64Array): void {
    const { engine } = this.ready();
    const start = performance.now();
    engine.input(batch);
    this.inputMs += performance.now() - start;
  }

  /**
   * One animation frame: the input the page wrote into the ring since the last one first (ADR
   * 028), then the drawing. When no frame is owed after it, the intake decides whether to look at
   * the ring next frame or to let the page's next write wake the worker.
   */
  private inputThenFrame(now: number): boolean {
    this.inputs.drain();
    return this.frame(now) || this.inputs.watchNextFrame();
  }

  // ── Pen and view settings ──────────────────────────────────────────────

  setPen(patch: PenPatch): boolean {
    return this.ready().engine.setPen(patch);
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

  /** A JSON file the user picked: read, parsed and packed in an import worker, off this one (ADR 029). A dry run only checks it. */
  async importJson(file: File, options?: ImportOptions): Promise<ImportOutcome> {
    const outcome = await this.ready().imports.file(file, options);
    this.changed();
    return outcome;
  }

  /** The document, a thumbnail (paper, the traced image faintly, the ink) and the final feedback. */
  captureArtwork(): Promise<ArtworkCapture> {
    return captureArtwork(this.ready().engine);
  }

  // ── Replay ─────────────────────────────────────────────────────────────

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
    const draft = this.drafts.get(session.draftKey).then((record) => record?.json ?? null);
    const outcome = await session.imports.draft(draft);
    if (!outcome) return false;
    if (outcome.ok) session.autosave?.markSaved();
    this.changed();
    return outcome.ok;
  }

  async discardDraft(): Promise<void> {
    const session = this.ready();
    if (session.draftKey === null) return;
    session.autosave?.markSaved();
    await this.drafts.delete(session.draftKey);
  }

  /**
   * Calls `listener` (a Comlink proxy) with the snapshot now and whenever it changes, at most
   * once per frame. Returns an unsubscribe function.
   */
  subscribe(listener: SnapshotListener): (() => void) & Comlink.ProxyMarked {
    const { engine } = this.ready();
    this.listeners.add(listener);
    this.deliver(listener, engine.snapshot());
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
    const limit = engine.inMotion ? LAYER_BUDGET_IN_MOTION_MS : LAYER_BUDGET_MS;
    const budget: FrameBudget = { exhausted: () => performance.now() - start > limit };
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
    const snapshot = engine.takeSnapshot();
    if (snapshot) for (const listener of this.listeners) this.deliver(listener, snapshot);
    session.autosave?.changed();
    this.idle.settle(this.isIdle());
    return engine.needsFrame;
  }

  /** Calls a subscriber; a listener whose page went away must not break the frame loop. */
  private deliver(listener: SnapshotListener, snapshot: EngineSnapshot): void {
    this.deliveries++;
    const delivered = () => {
      this.deliveries--;
      this.idle.settle(this.isIdle());
    };
    try {
      void Promise.resolve(listener(snapshot))
        .catch(() => {})
        .finally(delivered);
    } catch {
      // A proxy to a closed port throws synchronously in some browsers.
      delivered();
    }
  }

  /**
   * Nothing left to do: no frame owed or asked for (but for one only to look at the input ring),
   * no replay, every snapshot delivered, no input waiting in the ring.
   */
  private isIdle(): boolean {
    const session = this.session;
    if (!session) return true;
    return (
      (!session.loop.requested || this.inputs.watching) &&
      !session.engine.needsFrame &&
      this.settleReplay === null &&
      !session.engine.snapshotDue &&
      this.deliveries === 0 &&
      !this.inputs.pending
    );
  }
}
