import type { PackedStroke } from '../document/packed-stroke';
import { isFlat, type AnyPolygon } from '../geometry/flat-polygon';
import type { PathFactory, PathLike } from './canvas-like';
import { sharedLodOutlines, type LodOutlines } from './lod-outline';

/** Traces a closed polygon (pairs or flat) onto a path (or a context's current path). */
export function tracePolygon(path: PathLike, polygon: AnyPolygon): void {
  if (isFlat(polygon)) {
    if (polygon.length < 2) return;
    path.moveTo(polygon[0] as number, polygon[1] as number);
    for (let i = 2; i + 1 < polygon.length; i += 2)
      path.lineTo(polygon[i] as number, polygon[i + 1] as number);
  } else {
    const [first] = polygon;
    if (!first) return;
    path.moveTo(first[0], first[1]);
    for (let i = 1; i < polygon.length; i++) {
      const point = polygon[i] as readonly [number, number];
      path.lineTo(point[0], point[1]);
    }
  }
  path.closePath();
}

/**
 * Retained paths of committed strokes, built once from the LOD outline: a redraw then hands the
 * canvas one object per stroke instead of a call per vertex (in Chromium, issuing 10,000 strokes'
 * vertices took as long as rasterising them). A path lives in its outline's entry, so it shares
 * the outline's budget and goes when the outline is evicted (ADR 029).
 */
export class StrokePaths {
  constructor(
    private readonly createPath: PathFactory,
    private readonly outlines: LodOutlines = sharedLodOutlines,
  ) {}

  /** The stroke's path at `level` (see detailLevel), computing its outline if needed. */
  get(stroke: PackedStroke, level: number): PathLike {
    const entry = this.outlines.entry(stroke, level);
    if (entry.path && entry.pathFactory === this.createPath) return entry.path;
    const path = this.createPath();
    tracePolygon(path, entry.polygon);
    this.outlines.attachPath(stroke, level, path, this.createPath);
    return path;
  }
}
