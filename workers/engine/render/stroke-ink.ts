import type { PackedStroke } from '../document/packed-stroke';
import { vertexCount } from '../geometry/flat-polygon';
import type { Canvas2DLike, PathFactory } from './canvas-like';
import { InkPainter } from './draw-outline';
import { hasLodOutline, lodOutline } from './lod-outline';
import { StrokePaths } from './stroke-paths';
import { strokePreview } from './stroke-preview';

/** Finer levels than asked for that may stand in for it (each halves the tolerance). */
const FINER_LEVELS = 2;

/**
 * Lays committed strokes (and tracing targets) on a context in runs (see InkPainter): each
 * from its outline at a level of detail, through a retained path when the surface has a path
 * type, or from a preview. Returns the vertex count of what it drew, the measure of the
 * rasterising it queued.
 */
export class StrokeInk<Image> {
  private readonly painter = new InkPainter<Image>();
  /** Retained paths of committed strokes, when the surface has a path type (Path2D in the worker). */
  private readonly paths: StrokePaths | null;

  constructor(createPath?: PathFactory) {
    this.paths = createPath ? new StrokePaths(createPath) : null;
  }

  /** Starts a run: device pixels per document unit (the context's scale) and an overall opacity. */
  begin(ctx: Canvas2DLike<Image>, pixelsPerUnit: number, opacity = 1): void {
    this.painter.begin(ctx, pixelsPerUnit, opacity);
  }

  end(): void {
    this.painter.end();
  }

  /** Paints a stroke's outline at `level`, computing it if it is not cached yet. */
  exact(stroke: PackedStroke, level: number): number {
    const polygon = lodOutline(stroke, level);
    this.painter.paint(stroke, polygon, this.paths?.get(stroke, level) ?? null);
    return vertexCount(polygon);
  }

  /** Paints a stroke's preview (stroke-preview.ts), without a soft edge. */
  preview(stroke: PackedStroke, pixelsPerUnit: number): number {
    const polygon = strokePreview(stroke, pixelsPerUnit);
    this.painter.paint(stroke, polygon, null, false);
    return vertexCount(polygon);
  }
}

/**
 * The level to draw a stroke at without computing anything: `level` itself when its outline is
 * cached, else a finer cached one (more vertices, never less exact, so a zoom out draws at once
 * from what the zoom in computed), else null.
 */
export function readyLevel(stroke: PackedStroke, level: number): number | null {
  for (let finer = level; finer <= level + FINER_LEVELS; finer++) {
    if (hasLodOutline(stroke, finer)) return finer;
  }
  return null;
}
