import type { CanvasEngine } from '../engine/canvas-engine';
import { createOffscreenSurface, type WorkerImage } from './offscreen-surface';

/** Longest side of an exported PNG: well inside Chromium's canvas limits and memory on phones. */
export const MAX_EXPORT_SIDE = 8192;
/** Gallery thumbnails: longest side and largest file. */
export const THUMBNAIL_SIDE = 256;
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
 * The document's ink as a PNG, `scale` pixels per document unit (1 = a 1000 × 1000 document
 * gives 1000 × 1000 px), transparent where there is no ink.
 */
export async function renderPng(engine: CanvasEngine<WorkerImage>, scale: number): Promise<Blob> {
  const { docWidth, docHeight } = engine.viewport;
  const k = exportPixelsPerUnit(docWidth, docHeight, scale);
  const surface = createOffscreenSurface(
    Math.max(1, Math.round(docWidth * k)),
    Math.max(1, Math.round(docHeight * k)),
  );
  engine.renderDocument(surface, k);
  return surface.canvas.convertToBlob({ type: 'image/png' });
}

/**
 * A small PNG of the whole document for the gallery: THUMBNAIL_SIDE on its longest side, made
 * smaller until it fits THUMBNAIL_MAX_BYTES (dense texture compresses badly).
 */
export async function renderThumbnail(engine: CanvasEngine<WorkerImage>): Promise<Blob> {
  const { docWidth, docHeight } = engine.viewport;
  let side = THUMBNAIL_SIDE;
  for (;;) {
    const blob = await renderPng(engine, side / Math.max(docWidth, docHeight));
    if (blob.size <= THUMBNAIL_MAX_BYTES || side <= 32) return blob;
    side = Math.floor(side * 0.75);
  }
}
