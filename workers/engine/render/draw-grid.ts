import { GRID_SLANT_DEGREES, GRID_SPACING } from '../../../src/shared/canvas/constants';
import type { GridType } from '../../../src/shared/canvas/tools';
import type { Canvas2DLike } from './canvas-like';

/** Guide lines are quiet: a slate grey at low opacity on light and dark themes alike. */
export const GRID_COLOR = 'rgba(148, 163, 184, 0.35)';

/**
 * Draws the grid over the document (context in document units). Spacing 40 units; the slanted
 * grid adds lines leaning GRID_SLANT_DEGREES from the vertical to the horizontals, as on
 * italic practice sheets. `lineWidth` is in document units (one device pixel, say).
 */
export function drawGrid<Image>(
  ctx: Canvas2DLike<Image>,
  gridType: GridType,
  width: number,
  height: number,
  lineWidth: number,
): void {
  if (gridType === 'none') return;
  ctx.beginPath();
  for (let y = GRID_SPACING; y < height; y += GRID_SPACING) {
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  if (gridType === 'square') {
    for (let x = GRID_SPACING; x < width; x += GRID_SPACING) {
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height);
    }
  }
  if (gridType === 'slanted') {
    const lean = Math.tan((GRID_SLANT_DEGREES * Math.PI) / 180) * height;
    // Start left of the document so the slanted lines cover its lower-left corner too.
    for (let x = -lean; x < width; x += GRID_SPACING) {
      ctx.moveTo(x + lean, 0);
      ctx.lineTo(x, height);
    }
  }
  ctx.strokeStyle = GRID_COLOR;
  ctx.lineWidth = lineWidth;
  ctx.stroke();
}
