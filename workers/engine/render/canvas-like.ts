/**
 * A retained path (Path2D in the browser): traced once, filled many times. Filling a cached
 * path skips re-issuing every vertex through the canvas API on each redraw, which in Chromium
 * cost as much as rasterising them.
 */
export interface PathLike {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/** Creates an empty retained path (`() => new Path2D()` in the worker). */
export type PathFactory = () => PathLike;

/**
 * The part of CanvasRenderingContext2D / OffscreenCanvasRenderingContext2D the renderer uses,
 * so it draws to a real canvas in the worker and to a recording fake in Node tests. `Image` is
 * whatever drawImage accepts (an OffscreenCanvas or ImageBitmap in the browser).
 */
export interface Canvas2DLike<Image> {
  globalAlpha: number;
  // Written with CSS colour strings only; typed wide so real contexts fit.
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: 'round' | 'bevel' | 'miter';
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  /** Restricts drawing to the current path (the layer's tiles clip what they show of an older tile set). */
  clip(): void;
  /** Fills the current path, or a retained one. */
  fill(path?: PathLike): void;
  /** Strokes the current path, or a retained one. */
  stroke(path?: PathLike): void;
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
}

/** A drawing surface: a context, the image it makes (for drawImage) and its pixel size. */
export interface RenderSurface<Image> {
  readonly ctx: Canvas2DLike<Image>;
  readonly image: Image;
  width: number;
  height: number;
  /**
   * Rasterises the draw calls recorded so far. Chromium records canvas calls and rasterises them
   * only when the image is used, so a tile built over several frames and shown in a later one
   * would cost all its rasterisation in that frame; flushing as it is built keeps the cost in the
   * frames that did the work and lets the frame budget see it. Surfaces that draw at once omit it.
   */
  flush?(): void;
}

/** Creates an offscreen surface for the cached committed layer (an OffscreenCanvas in the worker). */
export type SurfaceFactory<Image> = (width: number, height: number) => RenderSurface<Image>;
