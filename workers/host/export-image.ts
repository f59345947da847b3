import type { CanvasEngine, StillOptions } from '../engine/canvas-engine';
import { createOffscreenSurface, type WorkerImage } from './offscreen-surface';

/** Longest side of an exported PNG: well inside Chromium's canvas limits and memory on phones. */
export const MAX_EXPORT_SIDE = 8192;
/**
 * Gallery thumbnails: longest side and largest file. 512 px shows crisp in a 256 px tile on a
 * 2× screen, and keeps a size-3 pen over a pixel wide.
 */
export const THUMBNAIL_SIDE = 512;
export const THUMBNAIL_MAX_BYTES = 256 * 1024;

/** Pixels per document unit for `scale`, shrunk so that neither side exceeds maxSide. */
export function exportPixelsPerUnit(
  docWidth: number,
  docHeight: number,
  scale: number,
  maxSide = MAX_EXPORT_SIDE,
): number {
  const wanted = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return Math.min(wanted, maxSide / Math.max(docWidth, docHeight));
}

/**
 * Thumbnails are a sheet of paper, whatever the gallery's theme: the light theme's surface
 * colour, with the traced image faintly beneath the ink as it was on screen.
 */
const THUMBNAIL_STILL: StillOptions = { paper: '#fffdf8', guide: true };

/**
 * The document as a PNG, `scale` pixels per document unit (1 = a 1000 × 1000 document gives
 * 1000 × 1000 px): by default its ink alone, transparent where there is none.
 */
export async function renderPng(
  engine: CanvasEngine<WorkerImage>,
  scale: number,
  still: StillOptions = {},
): Promise<Blob> {
  const { docWidth, docHeight } = engine.viewport;
  const k = exportPixelsPerUnit(docWidth, docHeight, scale);
  const surface = createOffscreenSurface(
    Math.max(1, Math.round(docWidth * k)),
    Math.max(1, Math.round(docHeight * k)),
  );
  engine.renderDocument(surface, k, still);
  return surface.canvas.convertToBlob({ type: 'image/png' });
}

/**
 * A small PNG of the whole page for the gallery: THUMBNAIL_SIDE on its longest side, made
 * smaller until it fits THUMBNAIL_MAX_BYTES (dense texture compresses badly).
 */
export async function renderThumbnail(engine: CanvasEngine<WorkerImage>): Promise<Blob> {
  const { docWidth, docHeight } = engine.viewport;
  let side = THUMBNAIL_SIDE;
  for (;;) {
    const blob = await renderPng(engine, side / Math.max(docWidth, docHeight), THUMBNAIL_STILL);
    if (blob.size <= THUMBNAIL_MAX_BYTES || side <= 32) return blob;
    side = Math.floor(side * 0.75);
  }
}
