import {
  INITIAL_VIEW,
  sanitizeView,
  viewsEqual,
  type ViewState,
  type Viewport,
} from '../../src/shared/canvas/view';

/**
 * How the document is shown: the pan/zoom the UI sends (the UI owns it; the engine only follows)
 * and the canvas element's size and devicePixelRatio.
 */
export class CanvasView {
  private current: ViewState = INITIAL_VIEW;
  private cssWidth: number;
  private cssHeight: number;
  private ratio: number;
  private viewportCache: Viewport = { cssWidth: 0, cssHeight: 0, docWidth: 0, docHeight: 0 };

  constructor(cssWidth: number, cssHeight: number, dpr = 1) {
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.ratio = dpr;
  }

  get view(): ViewState {
    return this.current;
  }

  /** devicePixelRatio: the backing store is cssWidth × dpr pixels wide. */
  get dpr(): number {
    return this.ratio;
  }

  /** Sets the pan/zoom (scale clamped to 0.2–5). Returns whether it changed. */
  setView(view: ViewState): boolean {
    const next = sanitizeView(view);
    if (viewsEqual(next, this.current)) return false;
    this.current = next;
    return true;
  }

  /** The element was resized (CSS px) or moved to another screen. Returns false for an empty size, which is ignored. */
  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    if (!(cssWidth > 0 && cssHeight > 0)) return false;
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
    return true;
  }

  /**
   * The element's and the document's sizes: one object, replaced only when either changes, so
   * input (which reads it for every batch) allocates none.
   */
  viewport(docWidth: number, docHeight: number): Viewport {
    const cached = this.viewportCache;
    if (
      cached.cssWidth !== this.cssWidth ||
      cached.cssHeight !== this.cssHeight ||
      cached.docWidth !== docWidth ||
      cached.docHeight !== docHeight
    ) {
      this.viewportCache = { cssWidth: this.cssWidth, cssHeight: this.cssHeight, docWidth, docHeight };
    }
    return this.viewportCache;
  }
}
