import type { PackedStroke } from '../document/packed-stroke';
import { boundsIntersect } from '../geometry/bounds';
import type { RenderSurface } from './canvas-like';
import { drawBeneath } from './draw-beneath';
import type { FrameWork } from './frame-work';
import { detailLevel } from './lod-outline';
import type { Scene } from './scene-types';
import { readyLevel, type StrokeInk } from './stroke-ink';
import { previewable } from './stroke-preview';
import { tileBounds, tileTransform, type TileSpace } from './tile-space';

/**
 * Vertices queued between flushes: at most a millisecond or two of software rasterisation in
 * Chromium (10,000 outlines of 238 vertices took 315 ms at one pixel a unit; larger on screen,
 * each vertex costs more), so the budget sees the cost as it is made.
 */
const FLUSH_VERTICES = 4_000;

/** A tile being drawn, hidden until it is complete. */
export interface TileBuild<Image> {
  readonly surface: RenderSurface<Image>;
  /** The strokes over the tile, bottom to top, found when the build begins. */
  candidates: readonly PackedStroke[];
  /** The next candidate to draw; -1 until what lies beneath the strokes is drawn. */
  next: number;
  /** Whether previews may stand in for outlines not computed yet (a first paint). */
  readonly previews: boolean;
  /** Whether a preview was drawn: the tile must be drawn again once the outlines are ready. */
  provisional: boolean;
}

export function newBuild<Image>(surface: RenderSurface<Image>, previews: boolean): TileBuild<Image> {
  return { surface, candidates: [], next: -1, previews, provisional: false };
}

/**
 * Draws tile (i, j) of `space` on from where its build stopped: first the backdrop and the
 * list of strokes over it, then strokes bottom to top, each from its cached outline, from a
 * preview (a first paint of a thin stroke whose outline is not computed yet) or from an outline
 * computed now. Stops when the frame's work is spent. Returns whether the tile is complete.
 */
export function advanceBuild<Image>(
  build: TileBuild<Image>,
  space: TileSpace,
  i: number,
  j: number,
  scene: Scene<Image>,
  ink: StrokeInk<Image>,
  work: FrameWork,
): boolean {
  const { surface } = build;
  const { ctx } = surface;
  const { scale } = space;
  if (build.next < 0) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, surface.width, surface.height);
  }
  ctx.setTransform(...tileTransform(space, i, j));
  if (build.next < 0) {
    const area = tileBounds(space, i, j);
    drawBeneath(ctx, scene, scale, area, ink);
    // A packed stroke carries its ink bounds, so this scan of 10,000 strokes takes tens of microseconds.
    build.candidates = scene.strokes.filter((stroke) => boundsIntersect(stroke, area));
    build.next = 0;
    work.step();
  }
  const level = detailLevel(scale);
  const { candidates } = build;
  let queued = 0;
  ink.begin(ctx, scale);
  while (build.next < candidates.length) {
    const stroke = candidates[build.next] as PackedStroke;
    const ready = work.budgeted ? readyLevel(stroke, level) : level;
    if (ready !== null) {
      queued += ink.exact(stroke, ready);
    } else if (build.previews && previewable(stroke, scale)) {
      queued += ink.preview(stroke, scale);
      build.provisional = true;
    } else {
      if (work.spent()) break;
      queued += ink.exact(stroke, level);
      work.step();
    }
    build.next++;
    if (work.budgeted && queued >= FLUSH_VERTICES) {
      surface.flush?.();
      queued = 0;
      work.step();
      if (work.spent()) break;
    }
  }
  ink.end();
  // Rasterise what is queued now, so the budget sees it before the next tile is begun (a tile
  // not yet complete is not shown this frame; a complete one would rasterise as it is shown).
  if (queued > 0 && work.budgeted) {
    surface.flush?.();
    work.step();
  }
  return build.next >= candidates.length;
}
