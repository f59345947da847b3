import { parseCanvasImport, type CanvasImportResult } from '../../src/shared/canvas/canvas-import';
import type { CanvasDocument } from '../../src/shared/canvas/document';
import type { EngineSnapshot } from '../../src/shared/canvas/engine-api';
import type { EngineStats } from '../../src/shared/canvas/engine-diagnostics';
import type { PenPatch } from '../../src/shared/canvas/pen-settings';
import { GridTypeSchema, type GridType } from '../../src/shared/canvas/tools';
import { documentToCssTransform, type ViewState, type Viewport } from '../../src/shared/canvas/view';
import { CanvasView } from './canvas-view';
import { DocumentStore, type PackedDocument } from './document/document-store';
import type { PackedStroke } from './document/packed-stroke';
import { exportJson } from './export/export-json';
import { exportSvg } from './export/export-svg';
import { InputRouter } from './input/input-router';
import type { InputState } from './input/input-state';
import { PenState } from './pen-state';
import type { PathFactory, RenderSurface, SurfaceFactory } from './render/canvas-like';
import { Renderer, type FrameBudget, type LayerState } from './render/renderer';
import type { ReplayPosition } from './replay';
import { ReplayPlayer } from './replay-player';
import { replayScene, screenScene, stillScene, type StillOptions } from './scene';
import { SnapshotFeed } from './snapshot-feed';
import { TracingGuide } from './tracing-guide';

export type { StillOptions } from './scene';

/** Options of a new engine. */
export interface CanvasEngineOptions<Image> {
  /** The canvas element's size in CSS px. */
  cssWidth: number;
  cssHeight: number;
  /** devicePixelRatio: the backing store is cssWidth × dpr pixels wide. Default 1. */
  dpr?: number;
  /** The virtual document's size (default 1000 × 1000). */
  docWidth?: number;
  docHeight?: number;
  /** Creates offscreen surfaces for the cached layer; needed only to render. */
  createSurface?: SurfaceFactory<Image>;
  /**
   * Creates retained paths (`() => new Path2D()` in the worker): committed strokes are then
   * traced once and redrawn from them. Without it every redraw traces vertex by vertex.
   */
  createPath?: PathFactory;
  /** Receives skipped import strokes and similar notes (default console.warn). */
  log?: (message: string, detail?: unknown) => void;
}

/** Which state the input state machine is in (as tldraw's tool paths). */
export type EnginePath = InputState | 'replaying';

/**
 * The canvas engine: a facade over its parts, each with one reason to change: the document and
 * its history (DocumentStore, through which every document change goes), the input state
 * machine (InputRouter), the pen (PenState), the tracing guide and its feedback (TracingGuide),
 * the view (CanvasView), replay (ReplayPlayer), the scenes drawn (scene.ts) and the snapshots
 * the UI is told (SnapshotFeed). It keeps only what ties them: whether a frame is owed and
 * whether the user has drawn. Pure TypeScript (no DOM): the worker's host binds it to an
 * OffscreenCanvas; tests drive it directly (see testing/test-engine.ts).
 */
export class CanvasEngine<Image = unknown> {
  private readonly document: DocumentStore;
  private readonly renderer: Renderer<Image> | null;
  private readonly log: (message: string, detail?: unknown) => void;
  protected readonly canvasView: CanvasView;
  protected readonly pen = new PenState();
  private readonly guide = new TracingGuide<Image>();
  private readonly replay = new ReplayPlayer();
  private readonly feed: SnapshotFeed;
  protected readonly router: InputRouter;
  private hasDrawn = false;
  /** One list per load being read: the strokes committed since it was asked for. */
  private readonly drawnDuringLoads = new Set<PackedStroke[]>();
  private dirty = true;
  /** The view changed since the last frame drawn (see inMotion). */
  private viewMoved = false;
  /** The live stroke's outline, rewritten in place every frame (see OutlineBuilder.polygon). */
  private readonly livePolygon: Array<[number, number]> = [];

  constructor(options: CanvasEngineOptions<Image>) {
    this.document = new DocumentStore(options.docWidth, options.docHeight);
    this.canvasView = new CanvasView(options.cssWidth, options.cssHeight, options.dpr);
    this.renderer = options.createSurface ? new Renderer(options.createSurface, options.createPath) : null;
    this.log = options.log ?? ((message, detail) => console.warn(message, detail));
    this.feed = new SnapshotFeed(this.document, this.guide, () => this.hasDrawn);
    this.router = new InputRouter({
      documentTransform: () => documentToCssTransform(this.canvasView.view, this.viewport),
      penStyle: () => this.pen.style,
      pressureCurve: () => this.pen.pressureCurve,
      eraserMode: () => this.pen.eraser,
      eraserRadius: () => this.pen.eraserRadius,
      commitStroke: (stroke) => {
        const committed = this.document.commit(stroke);
        for (const drawn of this.drawnDuringLoads) drawn.push(committed);
        this.hasDrawn = true;
      },
      beginErase: () => this.document.beginErase(),
      erase: (circles) => this.document.erase(circles),
      endErase: () => this.document.endErase(),
    });
  }

  // ── State ──────────────────────────────────────────────────────────────

  /** The input state machine's current state. */
  get path(): EnginePath {
    return this.replay.playing ? 'replaying' : this.router.state;
  }

  /** The committed strokes, packed (toDocument() gives them as the document format holds them). */
  get strokes(): readonly PackedStroke[] {
    return this.document.strokes;
  }

  /** The element and document sizes (one object, replaced when either changes, so input allocates none). */
  get viewport(): Viewport {
    return this.canvasView.viewport(this.document.width, this.document.height);
  }

  /**
   * Changes whenever the saved document would: strokes, size or grid (the worker's draft
   * autosave compares it).
   */
  get documentVersion(): string {
    return String(this.document.version);
  }

  /**
   * Whether the next frame is part of a gesture (the view moved since the last frame, or a stroke
   * is being drawn): the host then gives layer work a smaller share of the frame.
   */
  get inMotion(): boolean {
    return this.viewMoved || this.router.drawing !== null;
  }

  /** Whether a frame would differ from the last one drawn. */
  get needsFrame(): boolean {
    return this.dirty || this.replay.playing;
  }

  snapshot(): EngineSnapshot {
    return this.feed.snapshot();
  }

  /** Calls `listener` when a field of the snapshot changed (once until takeSnapshot). Returns an unsubscribe function. */
  onSnapshotDue(listener: () => void): () => void {
    return this.feed.onDue(listener);
  }

  /** Whether a changed snapshot waits to be taken. */
  get snapshotDue(): boolean {
    return this.feed.isDue;
  }

  /** The snapshot due since the last one taken, or null: the worker takes it once per frame. */
  takeSnapshot(): EngineSnapshot | null {
    return this.feed.take();
  }

  /** How far the cached layer has caught up with what the screen should show (null without a renderer). */
  get layerState(): LayerState | null {
    return this.renderer?.layerState(screenScene(this.canvasView, this.document, this.guide)) ?? null;
  }

  stats(): EngineStats {
    const render = this.renderer?.stats;
    return {
      ...this.router.counters,
      framesDrawn: render?.framesDrawn ?? 0,
      layerRenders: render?.layerRenders ?? 0,
    };
  }

  // ── Input ──────────────────────────────────────────────────────────────

  /** Ingests one encoded pointer batch (src/shared/input-batch.ts). Never throws on bad data. */
  input(batch: Float64Array): void {
    const result = this.router.handle(batch);
    if (!result) return;
    if (this.replay.playing && result.header.phase === 'down') this.stopReplay();
    if (result.changed) this.dirty = true;
    this.feed.publish();
  }

  // ── Settings ───────────────────────────────────────────────────────────

  /** Changes some pen settings (see PenState.apply); returns false for a patch refused whole. */
  setPen(patch: PenPatch): boolean {
    return this.pen.apply(patch);
  }

  setGrid(gridType: GridType): void {
    const parsed = GridTypeSchema.safeParse(gridType);
    if (parsed.success && this.document.setGrid(parsed.data)) this.dirty = true;
  }

  /** Sets the pan/zoom state (scale clamped to 0.2–5). */
  setView(view: ViewState): void {
    if (this.canvasView.setView(view)) {
      this.dirty = true;
      this.viewMoved = true;
    }
  }

  /** The element was resized (CSS px) or moved to a screen with another devicePixelRatio. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    if (this.canvasView.resize(cssWidth, cssHeight, dpr)) this.dirty = true;
  }

  /**
   * Sets the tracing target: SVG text (traced into strokes), ready-made strokes (validated), or
   * null to remove it. Returns the number of target strokes.
   */
  setTarget(target: string | readonly unknown[] | null): number {
    const count = this.guide.setTarget(target, this.document.width, this.document.height);
    this.dirty = true;
    this.feed.publish();
    return count;
  }

  /** Sets (or removes) the faint background image, drawn at opacity 0.3. */
  setBackground(image: Image | null): void {
    this.guide.setBackground(image);
    this.dirty = true;
  }

  /** The canvas became active or inactive; becoming inactive resets hasDrawn and drops any gesture. */
  setActive(active: boolean): void {
    if (!active) {
      this.dropGesture();
      this.hasDrawn = false;
      this.feed.publish();
    }
  }

  // ── History ────────────────────────────────────────────────────────────

  undo(): boolean {
    this.settleGesture();
    return this.afterChange(this.document.undo());
  }

  redo(): boolean {
    this.settleGesture();
    return this.afterChange(this.document.redo());
  }

  /** Removes every stroke (undoable). */
  clear(): void {
    this.settleGesture();
    this.document.clear();
    this.afterChange(true);
  }

  /** Drops the gesture in progress (a stroke being drawn is lost; erasures made are kept). */
  private dropGesture(): void {
    this.router.discard();
    this.dirty = true;
  }

  private settleGesture(): void {
    this.dropGesture();
    this.replay.stop();
  }

  /**
   * Before a load: a stroke being drawn is kept and lands on top of the loaded document, so the
   * canvas stays drawable while a big file is read elsewhere; an erasure in progress ends first
   * (its cuts belong to the strokes being replaced).
   */
  private settleForLoad(): void {
    if (this.router.state === 'drawing') this.replay.stop();
    else this.settleGesture();
  }

  private afterChange(changed: boolean): boolean {
    if (changed) this.dirty = true;
    this.feed.publish();
    return changed;
  }

  // ── Import and export ──────────────────────────────────────────────────

  /** The document as saved (CanvasDocument). */
  toDocument(): CanvasDocument {
    return this.document.toDocument();
  }

  exportJson(): string {
    return exportJson(this.document.toDocument());
  }

  /** The document as SVG of its size (one path per stroke). */
  exportSvg(): string {
    return exportSvg(this.document.strokes, this.document.width, this.document.height);
  }

  /** Imports a JSON file (spec §5 rules); on success the document is replaced (undoable). */
  importJson(fileName: string, mimeType: string, text: string): CanvasImportResult {
    const result = parseCanvasImport(fileName, mimeType, text, this.log);
    if (result.ok) this.loadDocument(result.document);
    return result;
  }

  /** Replaces the document with an already validated one (import, draft restore). Undoable. */
  loadDocument(document: CanvasDocument): void {
    this.settleForLoad();
    this.document.load(document);
    this.afterChange(true);
  }

  /**
   * A load is asked for (its document is read elsewhere): strokes drawn from now on until `landed`
   * are kept on top of the loaded document, as the one still being drawn when it lands is.
   */
  beginLoad(): { landed(document: PackedDocument): void; dropped(): void } {
    const drawn: PackedStroke[] = [];
    this.drawnDuringLoads.add(drawn);
    return {
      landed: (document) => {
        this.drawnDuringLoads.delete(drawn);
        this.settleForLoad();
        this.document.loadPacked(document, drawn);
        this.afterChange(true);
      },
      dropped: () => this.drawnDuringLoads.delete(drawn),
    };
  }


  // ── Replay ─────────────────────────────────────────────────────────────

  /** Starts replaying the document stroke by stroke at `speed` from time `now` (ms, the frame clock). */
  startReplay(speed: number, now: number): void {
    this.settleGesture();
    this.replay.start(this.document.strokes, speed, now);
  }

  /** What the replay shows at `now`, or null when not replaying. */
  replayAt(now: number): ReplayPosition | null {
    return this.replay.at(now);
  }

  private stopReplay(): void {
    this.replay.stop();
    this.dirty = true;
  }

  // ── Rendering ──────────────────────────────────────────────────────────

  /**
   * Draws a frame to `target` if anything changed (at most once per call; the worker calls it
   * from requestAnimationFrame). `now` drives replay. With a `budget`, bringing the cached layer
   * up to date (a loaded document, a zoom, a pan into new ground) is spread over several frames,
   * and needsFrame stays true until it is done. Returns whether it drew.
   */
  render(target: RenderSurface<Image>, now = 0, budget?: FrameBudget): boolean {
    if (!this.renderer) throw new Error('CanvasEngine.render needs createSurface');
    if (!this.needsFrame) return false;
    const screen = screenScene(this.canvasView, this.document, this.guide);
    const replay = this.replay.frame(now);
    if (replay) {
      this.renderer.drawDirect(target, replayScene(screen, replay.strokes), replay.partial);
      if (replay.done) this.replay.stop();
      this.dirty = false;
      return true;
    }
    this.viewMoved = false;
    const drawing = this.router.drawing;
    const active = drawing
      ? { polygon: drawing.builder.polygon(this.livePolygon), style: drawing.style }
      : null;
    this.dirty = !this.renderer.drawFrame(target, screen, active, budget);
    return true;
  }

  /**
   * Draws the whole document onto `target`, which the caller sized to docWidth × docHeight times
   * `pixelsPerUnit`: the ink alone on transparency (PNG export), or with `still.paper` and
   * `still.guide` an opaque page with the tracing guide beneath the ink (gallery thumbnails).
   * Never the grid.
   */
  renderDocument(target: RenderSurface<Image>, pixelsPerUnit: number, still: StillOptions = {}): void {
    if (!this.renderer) throw new Error('CanvasEngine.renderDocument needs createSurface');
    const screen = screenScene(this.canvasView, this.document, this.guide);
    this.renderer.drawStill(target, stillScene(screen, pixelsPerUnit, still));
  }
}
