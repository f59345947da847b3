import type { Canvas2DLike, RenderSurface } from '../engine/render/canvas-like';

/** What the engine draws in the worker: layers are OffscreenCanvases, backgrounds ImageBitmaps. */
export type WorkerImage = OffscreenCanvas | ImageBitmap;

/** A render surface that keeps its OffscreenCanvas typed (for convertToBlob and getImageData). */
export interface OffscreenSurface extends RenderSurface<WorkerImage> {
  readonly canvas: OffscreenCanvas;
  readonly context: OffscreenCanvasRenderingContext2D;
}

let scratch: OffscreenCanvasRenderingContext2D | null = null;

/**
 * Makes Chromium rasterise what was recorded on `canvas` now: drawing it onto a 1 × 1 canvas
 * takes a snapshot of it, which replays its recorded calls (and samples a few pixels).
 */
function flushCanvas(canvas: OffscreenCanvas): void {
  scratch ??= context2d(new OffscreenCanvas(1, 1));
  scratch.drawImage(canvas, 0, 0, 1, 1);
}

/** The engine's view of an OffscreenCanvas: its size is read live, so a resize needs no new surface. */
export function surfaceOf(
  canvas: OffscreenCanvas,
  context: OffscreenCanvasRenderingContext2D,
): OffscreenSurface {
  const ctx: Canvas2DLike<WorkerImage> = context;
  return {
    canvas,
    context,
    ctx,
    image: canvas,
    flush: () => flushCanvas(canvas),
    get width() {
      return canvas.width;
    },
    set width(value: number) {
      canvas.width = value;
    },
    get height() {
      return canvas.height;
    },
    set height(value: number) {
      canvas.height = value;
    },
  };
}

/** Opens a 2D context or says why not (an OffscreenCanvas may already hold another kind). */
export function context2d(
  canvas: OffscreenCanvas,
  settings?: CanvasRenderingContext2DSettings,
): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', settings);
  if (!ctx) throw new Error('OffscreenCanvas has no 2D context');
  return ctx;
}

/** A fresh offscreen surface: the engine's cached layer tiles, export and thumbnail canvases. */
export function createOffscreenSurface(width: number, height: number): OffscreenSurface {
  const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
  return surfaceOf(canvas, context2d(canvas));
}
