import { BACKGROUND_OPACITY } from '../../../src/shared/canvas/constants';
import { strokeBounds } from '../document/stroke-index';
import { boundsIntersect, type Bounds } from '../geometry/bounds';
import type { Canvas2DLike } from './canvas-like';
import { drawGrid } from './draw-grid';
import { detailLevel } from './lod-outline';
import type { Scene } from './scene-types';
import type { StrokeInk } from './stroke-ink';

/** Target strokes are a guide: drawn fainter than ink, beneath the user's strokes. */
const TARGET_OPACITY = 0.6;

/**
 * Draws what lies beneath the strokes within `area` (document units): the background image, the
 * grid and the tracing targets. The context's transform maps document units to its pixels, at
 * `pixelsPerUnit` of them per unit.
 */
export function drawBeneath<Image>(
  ctx: Canvas2DLike<Image>,
  scene: Scene<Image>,
  pixelsPerUnit: number,
  area: Bounds,
  ink: StrokeInk<Image>,
): void {
  const { docWidth, docHeight } = scene.viewport;
  if (scene.background !== null) {
    ctx.globalAlpha = BACKGROUND_OPACITY;
    ctx.drawImage(scene.background, 0, 0, docWidth, docHeight);
    ctx.globalAlpha = 1;
  }
  drawGrid(ctx, scene.gridType, docWidth, docHeight, 1 / pixelsPerUnit);
  const level = detailLevel(pixelsPerUnit);
  ink.begin(ctx, pixelsPerUnit, TARGET_OPACITY);
  for (const target of scene.targets) {
    if (boundsIntersect(strokeBounds(target), area)) ink.exact(target, level);
  }
  ink.end();
}
