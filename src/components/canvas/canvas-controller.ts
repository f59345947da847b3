import {
  clampScale,
  INITIAL_VIEW,
  pixelsPerUnit,
  viewsEqual,
  zoomAbout,
  type ViewState,
  type Viewport,
} from '../../../workers/engine/view';
import type { CanvasEngineRemote, EngineClient } from './engine-client';

/** Each zoom button press multiplies the scale by this (five presses ≈ ×2.5). */
export const ZOOM_STEP = 1.2;

/**
 * The main thread's handle on one running canvas engine. The UI is the only source of view
 * changes, so it keeps the view here and tells the worker the latest one once per animation
 * frame: a burst of wheel or pinch events costs one message a frame, and zooming about the
 * pointer uses the engine's own view math (workers/engine/view.ts), so both sides agree.
 */
export class CanvasController {
  private view: ViewState = INITIAL_VIEW;
  private viewport: Viewport;
  private frame: number | null = null;

  constructor(
    readonly client: EngineClient,
    viewport: Viewport,
  ) {
    this.viewport = viewport;
    this.view = client.initial.view;
  }

  /** The worker's API (Comlink remote): settings, history, import and export. */
  get api(): CanvasEngineRemote {
    return this.client.api;
  }

  get currentView(): ViewState {
    return this.view;
  }

  /** CSS px per document unit in the current view (a pen of size s is s × this wide on screen). */
  cssPixelsPerUnit(): number {
    return pixelsPerUnit(this.view, this.viewport);
  }

  /** Sends a pointer event's encoded batches in one message; their buffers are transferred. */
  input(...batches: Float64Array[]): void {
    // The worker maps CSS px through its view: a view change still waiting for its frame must
    // arrive first, or the first samples after a zoom land in the wrong place.
    if (this.frame !== null) this.flushView();
    this.client.input(...batches);
  }

  /** The element's CSS size changed (the worker is told separately, with the dpr). */
  setElementSize(cssWidth: number, cssHeight: number): void {
    this.viewport = { ...this.viewport, cssWidth, cssHeight };
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
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.client.dispose();
  }
}
