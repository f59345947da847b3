import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { PathFactory, PathLike } from './canvas-like';
import { lodOutline } from './lod-outline';

type Polygon = ReadonlyArray<readonly [number, number]>;

/** Traces a closed polygon onto a path (or a context's current path). */
export function tracePolygon(path: PathLike, polygon: Polygon): void {
  const [first] = polygon;
  if (!first) return;
  path.moveTo(first[0], first[1]);
  for (let i = 1; i < polygon.length; i++) {
    const point = polygon[i] as readonly [number, number];
    path.lineTo(point[0], point[1]);
  }
  path.closePath();
}

/**
 * Retained paths of committed strokes at the level of detail last drawn, built once from the
 * cached LOD outline: a redraw then hands the canvas one object per stroke instead of a call per
 * vertex (in Chromium, issuing 10,000 strokes' vertices took as long as rasterising them). One
 * level per stroke is kept, so memory stays about one path per stroke whatever the zoom history;
 * strokes are immutable, so a stroke's paths never go stale, and the WeakMap lets erased strokes go.
 */
export class StrokePaths {
  private readonly paths = new WeakMap<Stroke, { level: number; path: PathLike }>();

  constructor(private readonly createPath: PathFactory) {}

  /** The stroke's path at `level` (see detailLevel), computing its outline if needed. */
  get(stroke: Stroke, level: number): PathLike {
    const cached = this.paths.get(stroke);
    if (cached && cached.level === level) return cached.path;
    const path = this.createPath();
    tracePolygon(path, lodOutline(stroke, level));
    this.paths.set(stroke, { level, path });
    return path;
  }
}
