import { parseCanvasImport, type CanvasImportResult } from '../../src/shared/canvas/canvas-import';
import { ColorSchema } from '../../src/shared/canvas/color';
import {
  DEFAULT_ERASER_SIZE,
  DEFAULT_PEN_COLOR,
  DEFAULT_PEN_SIZE,
  ERASER_SIZE_MAX,
  ERASER_SIZE_MIN,
  STROKE_SIZE_MAX,
  STROKE_SIZE_MIN,
  VIRTUAL_HEIGHT,
  VIRTUAL_WIDTH,
} from '../../src/shared/canvas/constants';
import type { CanvasDocument } from '../../src/shared/canvas/document';
import { StrokeSchema, type Stroke, type TargetStroke } from '../../src/shared/canvas/stroke';
import { clampToolParams, DEFAULT_TOOL_PARAMS, type ToolParams } from '../../src/shared/canvas/tool-params';
import {
  GridTypeSchema,
  PEN_TOOLS,
  PenToolSchema,
  PressureCurveSchema,
  type GridType,
  type PenTool,
  type PressureCurve,
} from '../../src/shared/canvas/tools';
import { DocumentStore } from './document/document-store';
import { exportJson } from './export/export-json';
import { exportSvg } from './export/export-svg';
import type { StrokeStyle } from './input/draw-gesture';
import { InputRouter, type InputCounters, type InputState } from './input/input-router';
import { outlineStroke } from './nibs/index';
import type { PathFactory, RenderSurface, SurfaceFactory } from './render/canvas-like';
import { Renderer, type OutlineBudget, type Scene } from './render/renderer';
import { createReplayTimeline, replayPosition, type ReplayPosition, type ReplayTimeline } from './replay';
import { traceSvg } from './svg-trace';
import { tracingFeedback, type TracingFeedback } from './tracing-feedback';
import {
  documentToCssTransform,
  INITIAL_VIEW,
  sanitizeView,
  viewsEqual,
  zoomAbout,
  type ViewState,
  type Viewport,
} from './view';

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

/** What the UI is told whenever it changes (subscribe). */
export interface EngineSnapshot {
  canUndo: boolean;
  canRedo: boolean;
  hasDrawn: boolean;
  view: ViewState;
  strokeCount: number;
  /**
   * Changes with every change to the strokes (commit, erase, undo, redo, clear, import): a page
   * compares it with the one it last saved to know whether the drawing has unsaved changes.
   */
  revision: number;
}

/** How renderDocument draws a still image of the document. */
export interface StillOptions {
  /** An opaque colour under everything; without it the image is transparent where there is no ink. */
  paper?: string;
  /** Draw the tracing target and background image beneath the ink, as on screen. */
  guide?: boolean;
}

/** Counters for tests and the benchmark. */
export interface EngineStats extends InputCounters {
  framesDrawn: number;
  layerRenders: number;
}

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/**
 * The canvas engine: owns the document, the stroke being drawn, history, view, pen settings,
 * tracing targets and rendering. Pure TypeScript (no DOM): the worker exposes it over Comlink
 * and binds it to an OffscreenCanvas; tests drive it directly (see testing/test-engine.ts).
 */
export class CanvasEngine<Image = unknown> {
  private readonly document = new DocumentStore();
  private readonly renderer: Renderer<Image> | null;
  private readonly log: (message: string, detail?: unknown) => void;
  private view: ViewState = INITIAL_VIEW;
  private cssWidth: number;
  private cssHeight: number;
  private dpr: number;
  private viewportCache: Viewport = { cssWidth: 0, cssHeight: 0, docWidth: 0, docHeight: 0 };

  private tool: PenTool = PEN_TOOLS[0];
  private readonly toolParams: Record<PenTool, ToolParams> = { ...DEFAULT_TOOL_PARAMS };
  private color = DEFAULT_PEN_COLOR;
  private size = DEFAULT_PEN_SIZE;
  private eraserSize = DEFAULT_ERASER_SIZE;
  private eraserMode = false;
  private pressureCurve: PressureCurve = 'linear';

  private readonly router: InputRouter = new InputRouter({
    documentTransform: () => documentToCssTransform(this.view, this.viewport),
    penStyle: () => this.penStyle,
    pressureCurve: () => this.pressureCurve,
    eraserMode: () => this.eraserMode,
    eraserRadius: () => this.eraserSize / 2,
    commitStroke: (stroke) => {
      this.document.commit(stroke);
      this.hasDrawn = true;
    },
    beginErase: () => this.document.beginErase(),
    erase: (circles) => this.document.erase(circles),
    endErase: () => this.document.endErase(),
  });

  private targets: TargetStroke[] = [];
  private targetsRevision = 0;
  private background: Image | null = null;
  private backgroundRevision = 0;
  private hasDrawn = false;
  private dirty = true;
  private replay: {
    timeline: ReplayTimeline;
    strokes: readonly Stroke[];
    startedAt: number;
    speed: number;
  } | null = null;
  private feedbackCache: { key: string; value: TracingFeedback | null } | null = null;
  /** The live stroke's outline, rewritten in place every frame (see OutlineBuilder.polygon). */
  private readonly livePolygon: Array<[number, number]> = [];

  private readonly listeners = new Set<(snapshot: EngineSnapshot) => void>();
  private lastSnapshot: EngineSnapshot;

  constructor(options: CanvasEngineOptions<Image>) {
    this.cssWidth = options.cssWidth;
    this.cssHeight = options.cssHeight;
    this.dpr = options.dpr ?? 1;
    this.document.width = options.docWidth ?? VIRTUAL_WIDTH;
    this.document.height = options.docHeight ?? VIRTUAL_HEIGHT;
    this.renderer = options.createSurface ? new Renderer(options.createSurface, options.createPath) : null;
    this.log = options.log ?? ((message, detail) => console.warn(message, detail));
    this.lastSnapshot = this.snapshot();
  }

  // ── State ──────────────────────────────────────────────────────────────

  /** The input state machine's current state. */
  get path(): EnginePath {
    return this.replay ? 'replaying' : this.router.state;
  }

  get strokes(): readonly Stroke[] {
    return this.document.strokes;
  }

  /** The element and document sizes (one object, replaced when either changes, so input allocates none). */
  get viewport(): Viewport {
    const cached = this.viewportCache;
    if (
      cached.cssWidth !== this.cssWidth ||
      cached.cssHeight !== this.cssHeight ||
      cached.docWidth !== this.document.width ||
      cached.docHeight !== this.document.height
    ) {
      this.viewportCache = {
        cssWidth: this.cssWidth,
        cssHeight: this.cssHeight,
        docWidth: this.document.width,
        docHeight: this.document.height,
      };
    }
    return this.viewportCache;
  }

  /** The current pen settings (what the next stroke is drawn with). */
  get penStyle(): StrokeStyle {
    return { tool: this.tool, size: this.size, color: this.color, toolParams: this.toolParams[this.tool] };
  }

  /**
   * Changes whenever the saved document would: strokes, size or grid (the worker's draft
   * autosave compares it). Reading it does not copy anything.
   */
  get documentVersion(): string {
    return `${this.document.revision}|${this.document.gridType}|${this.document.width}|${this.document.height}`;
  }

  get targetStrokes(): readonly TargetStroke[] {
    return this.targets;
  }

  /** Whether a frame would differ from the last one drawn. */
  get needsFrame(): boolean {
    return this.dirty || this.replay !== null;
  }

  snapshot(): EngineSnapshot {
    return {
      canUndo: this.document.canUndo,
      canRedo: this.document.canRedo,
      hasDrawn: this.hasDrawn,
      view: { ...this.view },
      strokeCount: this.document.strokeCount,
      revision: this.document.revision,
    };
  }

  /** Calls `listener` with a new snapshot whenever one of its fields changes. Returns an unsubscribe function. */
  subscribe(listener: (snapshot: EngineSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stats(): EngineStats {
    const render = this.renderer?.stats;
    return {
      ...this.router.counters,
      framesDrawn: render?.framesDrawn ?? 0,
      layerRenders: render?.layerRenders ?? 0,
    };
  }

  /** The live outline of the stroke being drawn (with its predicted tip), or null. */
  activeOutline(): Array<[number, number]> | null {
    return this.router.drawing?.builder.polygon() ?? null;
  }

  // ── Input ──────────────────────────────────────────────────────────────

  /** Ingests one encoded pointer batch (src/shared/input-batch.ts). Never throws on bad data. */
  input(batch: Float64Array): void {
    const result = this.router.handle(batch);
    if (!result) return;
    if (this.replay && result.header.phase === 'down') this.stopReplay();
    if (result.changed) this.dirty = true;
    this.notify();
  }

  // ── Settings ───────────────────────────────────────────────────────────

  setTool(tool: PenTool): void {
    const parsed = PenToolSchema.safeParse(tool);
    if (parsed.success) this.tool = parsed.data;
  }

  /** Changes some of the current pen's parameters (clamped into range); each pen remembers its own. */
  setToolParams(params: Partial<ToolParams>): void {
    this.toolParams[this.tool] = clampToolParams({ ...this.toolParams[this.tool], ...params }, this.tool);
  }

  /** Sets the ink colour; an invalid colour is refused (returns false). */
  setColor(color: string): boolean {
    const parsed = ColorSchema.safeParse(color);
    if (parsed.success) this.color = parsed.data;
    return parsed.success;
  }

  /** Sets the pen size, clamped to 1–50 units. */
  setSize(size: number): void {
    this.size = clamp(size, STROKE_SIZE_MIN, STROKE_SIZE_MAX, DEFAULT_PEN_SIZE);
  }

  /** Turns eraser mode on or off. */
  setEraser(on: boolean): void {
    this.eraserMode = on;
  }

  /** Sets the eraser's diameter in document units. */
  setEraserSize(size: number): void {
    this.eraserSize = clamp(size, ERASER_SIZE_MIN, ERASER_SIZE_MAX, DEFAULT_ERASER_SIZE);
  }

  setPressureCurve(curve: PressureCurve): void {
    const parsed = PressureCurveSchema.safeParse(curve);
    if (parsed.success) this.pressureCurve = parsed.data;
  }

  setGrid(gridType: GridType): void {
    const parsed = GridTypeSchema.safeParse(gridType);
    if (!parsed.success || parsed.data === this.document.gridType) return;
    this.document.gridType = parsed.data;
    this.dirty = true;
  }

  get gridType(): GridType {
    return this.document.gridType;
  }

  /** Sets the pan/zoom state (scale clamped to 0.2–5). */
  setView(view: ViewState): void {
    const next = sanitizeView(view);
    if (viewsEqual(next, this.view)) return;
    this.view = next;
    this.dirty = true;
    this.notify();
  }

  /** Zooms by `factor` about a focal point in CSS px (pinch centre, wheel position). */
  zoomAt(focalX: number, focalY: number, factor: number): void {
    if (!Number.isFinite(focalX) || !Number.isFinite(focalY)) return;
    this.setView(zoomAbout(this.view, this.viewport, focalX, focalY, factor));
  }

  /** Pans by CSS px. */
  panBy(dx: number, dy: number): void {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
    this.setView({ ...this.view, offsetX: this.view.offsetX + dx, offsetY: this.view.offsetY + dy });
  }

  /** The element was resized (CSS px) or moved to a screen with another devicePixelRatio. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    if (!(cssWidth > 0 && cssHeight > 0)) return;
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.dpr = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
    this.dirty = true;
  }

  /**
   * Sets the tracing target: SVG text (traced into strokes), ready-made strokes (validated), or
   * null to remove it. Returns the number of target strokes.
   */
  setTarget(target: string | readonly unknown[] | null): number {
    if (target === null) this.targets = [];
    else if (typeof target === 'string')
      this.targets = traceSvg(target, { width: this.document.width, height: this.document.height });
    else
      this.targets = target.flatMap((stroke) => {
        const parsed = StrokeSchema.safeParse(stroke);
        return parsed.success ? [parsed.data] : [];
      });
    this.targetsRevision++;
    this.dirty = true;
    return this.targets.length;
  }

  /** Sets (or removes) the faint background image, drawn at opacity 0.3. */
  setBackground(image: Image | null): void {
    this.background = image;
    this.backgroundRevision++;
    this.dirty = true;
  }

  /** The canvas became active or inactive; becoming inactive resets hasDrawn and drops any gesture. */
  setActive(active: boolean): void {
    if (!active) {
      this.dropGesture();
      this.hasDrawn = false;
      this.notify();
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
    this.replay = null;
  }

  private afterChange(changed: boolean): boolean {
    if (changed) this.dirty = true;
    this.notify();
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
    this.settleGesture();
    this.document.load(document);
    this.afterChange(true);
  }

  // ── Feedback and replay ────────────────────────────────────────────────

  /** Tracing coverage and accuracy (k = 10 by default), or null without a target. Cached until something changes. */
  feedback(distance?: number): TracingFeedback | null {
    const key = `${this.document.revision}|${this.targetsRevision}|${distance ?? ''}`;
    if (this.feedbackCache?.key !== key) {
      this.feedbackCache = { key, value: tracingFeedback(this.targets, this.document.strokes, distance) };
    }
    return this.feedbackCache.value;
  }

  /** Starts replaying the document stroke by stroke at `speed` from time `now` (ms, the frame clock). */
  startReplay(speed: number, now: number): void {
    this.settleGesture();
    const strokes = this.document.strokes;
    this.replay = { timeline: createReplayTimeline(strokes), strokes, startedAt: now, speed };
  }

  stopReplay(): void {
    this.replay = null;
    this.dirty = true;
  }

  /** What the replay shows at `now`, or null when not replaying. */
  replayAt(now: number): ReplayPosition | null {
    if (!this.replay) return null;
    return replayPosition(
      this.replay.strokes,
      this.replay.timeline,
      now - this.replay.startedAt,
      this.replay.speed,
    );
  }

  // ── Rendering ──────────────────────────────────────────────────────────

  /**
   * Draws a frame to `target` if anything changed (at most once per call; the worker calls it
   * from requestAnimationFrame). `now` drives replay. With a `budget`, outlines not yet computed
   * (a freshly loaded document) are spread over several frames, and needsFrame stays true until
   * the layer is complete. Returns whether it drew.
   */
  render(target: RenderSurface<Image>, now = 0, budget?: OutlineBudget): boolean {
    if (!this.renderer) throw new Error('CanvasEngine.render needs createSurface');
    const replay = this.replayAt(now);
    if (!this.needsFrame) return false;
    const scene = this.scene();
    if (replay && this.replay) {
      const strokes = this.replay.strokes;
      const partialStroke = strokes[replay.completeStrokes];
      const partial =
        partialStroke && replay.partialPoints > 0
          ? {
              polygon: outlineStroke({
                ...partialStroke,
                points: partialStroke.points.slice(0, replay.partialPoints),
              }),
              style: partialStroke,
            }
          : null;
      this.renderer.drawDirect(
        target,
        { ...scene, strokes: strokes.slice(0, replay.completeStrokes), strokesRevision: -1 },
        partial,
      );
      if (replay.done) this.stopReplay();
    } else {
      const drawing = this.router.drawing;
      const active = drawing
        ? { polygon: drawing.builder.polygon(this.livePolygon), style: drawing.style }
        : null;
      const complete = this.renderer.drawFrame(target, scene, active, budget);
      this.dirty = !complete;
      return true;
    }
    this.dirty = false;
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
    const { width, height } = this.document;
    const scene = this.scene();
    this.renderer.drawStill(target, {
      ...scene,
      view: INITIAL_VIEW,
      viewport: { cssWidth: width, cssHeight: height, docWidth: width, docHeight: height },
      dpr: pixelsPerUnit > 0 && Number.isFinite(pixelsPerUnit) ? pixelsPerUnit : 1,
      gridType: 'none',
      targets: still.guide ? scene.targets : [],
      background: still.guide ? scene.background : null,
      paper: still.paper,
    });
  }

  private scene(): Scene<Image> {
    return {
      view: this.view,
      viewport: this.viewport,
      dpr: this.dpr,
      gridType: this.document.gridType,
      strokes: this.document.strokes,
      strokesRevision: this.document.revision,
      targets: this.targets,
      targetsRevision: this.targetsRevision,
      background: this.background,
      backgroundRevision: this.backgroundRevision,
    };
  }

  /** Pushes a snapshot to the subscribers if a field changed (called after every input, so it allocates only on change). */
  private notify(): void {
    const last = this.lastSnapshot;
    if (
      this.document.canUndo === last.canUndo &&
      this.document.canRedo === last.canRedo &&
      this.hasDrawn === last.hasDrawn &&
      this.document.strokeCount === last.strokeCount &&
      this.document.revision === last.revision &&
      viewsEqual(this.view, last.view)
    ) {
      return;
    }
    const next = this.snapshot();
    this.lastSnapshot = next;
    for (const listener of this.listeners) listener(next);
  }
}
