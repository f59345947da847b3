import type { ExportFormat } from '../../lib/download/export-file-name';
import type { EngineSnapshot, ImportOptions, ImportOutcome } from '../../shared/canvas/engine-api';
import type { PenPatch } from '../../shared/canvas/pen-settings';
import type { Stroke } from '../../shared/canvas/stroke';
import type { GridType } from '../../shared/canvas/tools';
import {
  clampScale,
  INITIAL_VIEW,
  pixelsPerUnit,
  viewsEqual,
  zoomAbout,
  type ViewState,
  type Viewport,
} from '../../shared/canvas/view';
import type {
  CanvasOrigin,
  InputPhase,
  PointerHeaderSource,
  PointerSampleSource,
} from '../../shared/input-batch';
import type { InputPath } from '../../shared/input-ring';
import { toCapturedArtwork, type CapturedArtwork } from './captured-artwork';
import type { EngineClient } from './engine-client';
import { finalDraftWritten } from './final-drafts';

/** Each zoom button press multiplies the scale by this (five presses ≈ ×2.5). */
export const ZOOM_STEP = 1.2;

/** PNG exports render this many pixels per document unit (2000 px for the 1000-unit page). */
const PNG_PIXELS_PER_UNIT = 2;

/**
 * The main thread's handle on one running canvas engine: what features may ask of the canvas,
 * as intents (undo, export, import, capture, replay…), never the worker's raw API.
 *
 * The UI is the only owner of the view, so it keeps the view here and tells the worker the
 * latest one once per animation frame: a burst of wheel or pinch events costs one message a
 * frame, and zooming about the pointer uses the shared view math (src/shared/canvas/view.ts),
 * so both sides agree. The worker never sends the view back.
 */
export class CanvasController {
  private view: ViewState = INITIAL_VIEW;
  private viewport: Viewport;
  private frame: number | null = null;
  private readonly viewListeners = new Set<(view: ViewState) => void>();

  constructor(
    private readonly client: EngineClient,
    viewport: Viewport,
    /** The key this canvas keeps its draft under (none: no drafts). */
    private readonly draftKey?: string,
  ) {
    this.viewport = viewport;
  }

  /** The engine's probes, for tests and the benchmark only: lint forbids `.diagnostics` in app code. */
  get diagnostics(): EngineClient['diagnostics'] {
    // eslint-disable-next-line no-restricted-syntax -- the one place that hands the probes on, to tests
    return this.client.diagnostics;
  }

  // ── View ───────────────────────────────────────────────────────────────

  get currentView(): ViewState {
    return this.view;
  }

  /** Calls `listener` whenever the view sent to the worker changes (at most once a frame). Returns an unsubscribe. */
  onViewChange(listener: (view: ViewState) => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** CSS px per document unit in the current view (a pen of size s is s × this wide on screen). */
  cssPixelsPerUnit(): number {
    return pixelsPerUnit(this.view, this.viewport);
  }

  /** Zooms by `factor` about a point in CSS px relative to the element (scale stays in 0.2–5). */
  zoomAt(x: number, y: number, factor: number): void {
    this.setView(zoomAbout(this.view, this.viewport, x, y, factor));
  }

  /** Zooms to an absolute scale about a point (pinch reports absolute scales). */
  zoomTo(scale: number, x: number, y: number): void {
    this.zoomAt(x, y, clampScale(scale) / this.view.scale);
  }

  /** Zooms by `factor` about the element's centre (the zoom buttons). */
  zoomBy(factor: number): void {
    this.zoomAt(this.viewport.cssWidth / 2, this.viewport.cssHeight / 2, factor);
  }

  panBy(dx: number, dy: number): void {
    this.setView({ ...this.view, offsetX: this.view.offsetX + dx, offsetY: this.view.offsetY + dy });
  }

  /** Back to the whole document, centred, at scale 1. */
  resetView(): void {
    this.setView(INITIAL_VIEW);
  }

  setView(next: ViewState): void {
    if (viewsEqual(next, this.view)) return;
    this.view = next;
    this.frame ??= requestAnimationFrame(() => this.flushView());
  }

  private flushView(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    void this.client.api.setView(this.view);
    for (const listener of this.viewListeners) listener(this.view);
  }

  // ── Input and element ──────────────────────────────────────────────────

  /** How pointer input reaches the worker (ADR 028), chosen once when the engine started. */
  get inputPath(): InputPath {
    return this.client.inputPath;
  }

  /** Hands one pointer event to the engine (PointerForwarder's send; see PointerInput). */
  input(
    pointer: PointerHeaderSource,
    phase: InputPhase,
    samples: readonly PointerSampleSource[],
    predicted: readonly PointerSampleSource[],
    origin: CanvasOrigin,
  ): void {
    // The worker maps CSS px through its view: a view change still waiting for its frame must
    // arrive first, or the first samples after a zoom land in the wrong place.
    if (this.frame !== null) this.flushView();
    this.client.pointer(pointer, phase, samples, predicted, origin);
  }

  /** The element's CSS size or devicePixelRatio changed. */
  resize(cssWidth: number, cssHeight: number, dpr: number): Promise<void> {
    this.viewport = { ...this.viewport, cssWidth, cssHeight };
    return this.client.api.resize(cssWidth, cssHeight, dpr);
  }

  /** Pushes the engine's snapshot to `listener` now and whenever it changes; resolves to an unsubscribe. */
  subscribe(listener: (snapshot: EngineSnapshot) => void): Promise<() => Promise<void>> {
    return this.client.subscribe(listener);
  }

  // ── Settings ───────────────────────────────────────────────────────────

  /** Changes some pen settings; resolves false when the engine refused the patch. */
  setPen(patch: PenPatch): Promise<boolean> {
    return this.client.api.setPen(patch);
  }

  /** The grid belongs to the document (it is saved with it). */
  setGrid(grid: GridType): Promise<void> {
    return this.client.api.setGrid(grid);
  }

  /** An inactive canvas drops the gesture in progress, resets hasDrawn and writes its draft. */
  setActive(active: boolean): Promise<void> {
    return this.client.api.setActive(active);
  }

  /** The tracing target: SVG text (traced), strokes, or null. Resolves to the number of target strokes. */
  setTarget(target: string | readonly Stroke[] | null): Promise<number> {
    return this.client.api.setTarget(target);
  }

  /** The faint raster background; the bitmap is transferred. */
  setBackground(image: ImageBitmap | null): Promise<void> {
    return this.client.setBackground(image);
  }

  // ── History ────────────────────────────────────────────────────────────

  undo(): Promise<boolean> {
    return this.client.api.undo();
  }

  redo(): Promise<boolean> {
    return this.client.api.redo();
  }

  /** Removes every stroke (undoable). */
  clear(): Promise<void> {
    return this.client.api.clear();
  }

  // ── Files and artwork ──────────────────────────────────────────────────

  /** The document as a file of the chosen format (PNG at 2 px per unit). */
  exportAs(format: ExportFormat): Promise<Blob> {
    const { api } = this.client;
    if (format === 'json') return api.exportJson();
    if (format === 'png') return api.exportPng(PNG_PIXELS_PER_UNIT);
    return api.exportSvg();
  }

  /** Imports a JSON file (read in the worker); a dry run only checks what importing would do. */
  importFile(file: File, options?: ImportOptions): Promise<ImportOutcome> {
    return this.client.api.importJson(file, options);
  }

  /** The drawing ready to save: document, thumbnail, final feedback and digest, with nothing parsed here. */
  async captureArtwork(): Promise<CapturedArtwork> {
    return toCapturedArtwork(await this.client.api.captureArtwork());
  }

  /** Replays the drawing; resolves true when it ran to its end, false when interrupted. */
  replay(speed: number): Promise<boolean> {
    return this.client.api.replay(speed);
  }

  // ── Drafts ─────────────────────────────────────────────────────────────

  saveDraft(): Promise<void> {
    return this.client.api.saveDraft();
  }

  // Reads and discards wait for a draft an earlier canvas of this key is still writing.

  async hasDraft(): Promise<boolean> {
    await finalDraftWritten(this.draftKey);
    return this.client.api.hasDraft();
  }

  /** Loads the draft (undoable). Resolves whether there was one to load. */
  async restoreDraft(): Promise<boolean> {
    await finalDraftWritten(this.draftKey);
    return this.client.api.restoreDraft();
  }

  async discardDraft(): Promise<void> {
    await finalDraftWritten(this.draftKey);
    return this.client.api.discardDraft();
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.viewListeners.clear();
    this.client.dispose();
  }
}
