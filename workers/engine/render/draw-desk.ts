import { documentToCssTransform, type ViewState, type Viewport } from '../../../src/shared/canvas/view';
import type { Canvas2DLike } from './canvas-like';

/**
 * Beyond the page, a slate veil: on the warm light surface it reads as a grey desk, on the dark
 * one as a lighter margin, so the page's edge shows in either theme without knowing which.
 */
export const DESK_COLOR = 'rgba(100, 116, 139, 0.16)';
export const PAGE_EDGE_COLOR = 'rgba(100, 116, 139, 0.55)';

/** A rectangle in device pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the document (the page) lies on a surface of the given view, in device pixels. */
export function pageRect(view: ViewState, viewport: Viewport, dpr: number): PixelRect {
  const [k, tx, ty] = documentToCssTransform(view, viewport);
  return {
    x: tx * dpr,
    y: ty * dpr,
    width: viewport.docWidth * k * dpr,
    height: viewport.docHeight * k * dpr,
  };
}

/**
 * Clears everything outside `page` (ink there is not part of the drawing: exports, thumbnails
 * and replay hold only the page, ADR 011), veils it as the desk and draws the page's edge.
 * Leaves the identity transform set.
 */
export function drawDesk<Image>(
  ctx: Canvas2DLike<Image>,
  width: number,
  height: number,
  page: PixelRect,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const top = Math.max(0, Math.min(height, page.y));
  const bottom = Math.max(top, Math.min(height, page.y + page.height));
  const left = Math.max(0, Math.min(width, page.x));
  const right = Math.max(left, Math.min(width, page.x + page.width));
  const outside: Array<[number, number, number, number]> = [
    [0, 0, width, top],
    [0, bottom, width, height - bottom],
    [0, top, left, bottom - top],
    [right, top, width - right, bottom - top],
  ];
  ctx.fillStyle = DESK_COLOR;
  for (const [x, y, w, h] of outside) {
    if (w <= 0 || h <= 0) continue;
    ctx.clearRect(x, y, w, h);
    ctx.fillRect(x, y, w, h);
  }
  if (right - left < width || bottom - top < height) {
    // Half a pixel in, so the one-pixel line lands on whole pixels.
    ctx.beginPath();
    ctx.moveTo(page.x - 0.5, page.y - 0.5);
    ctx.lineTo(page.x + page.width + 0.5, page.y - 0.5);
    ctx.lineTo(page.x + page.width + 0.5, page.y + page.height + 0.5);
    ctx.lineTo(page.x - 0.5, page.y + page.height + 0.5);
    ctx.closePath();
    ctx.lineWidth = 1;
    ctx.strokeStyle = PAGE_EDGE_COLOR;
    ctx.stroke();
  }
}
