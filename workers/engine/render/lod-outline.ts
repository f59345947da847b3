import { ByteBudgetCache } from '../cache/byte-budget-cache';
import type { PackedStroke } from '../document/packed-stroke';
import { flattenPolygon } from '../geometry/flat-polygon';
import { simplifyPolygon } from '../geometry/simplify-polygon';
import { exactVertices } from '../nibs/cached-outline';
import type { PathFactory, PathLike } from './canvas-like';

/**
 * Simplification tolerance in device pixels at the finest zoom of a level: dropped detail stays
 * under half a pixel, invisible, while a 100-point stroke's ~400-vertex outline shrinks several
 * times (software rasterisation cost follows the vertex count).
 */
const TOLERANCE_PIXELS = 0.25;

/**
 * Bytes of simplified outlines and their retained paths kept for drawing (ADR 029): at the
 * first level, about 20,000 strokes of 50 points; zoomed in, where outlines keep more vertices,
 * fewer, but fewer strokes are in view.
 */
export const LOD_OUTLINE_BUDGET = 24 * 1024 * 1024;
/** What an entry costs besides its coordinates: the typed array object, the entry and the cache's slot. */
const ENTRY_BYTES = 160;
/**
 * What a retained path costs (Path2D keeps its vertices outside the JS heap, but they are memory
 * all the same): a point and a verb a vertex, and the object.
 */
const PATH_BYTES_PER_VERTEX = 9;
const PATH_BYTES = 64;

/** A stroke's outline at one level: the polygon, and the path traced from it once drawn with paths. */
export interface LodEntry {
  readonly polygon: Float32Array;
  path: PathLike | null;
  /** The factory that made `path` (a renderer with another kind of path traces its own). */
  pathFactory: PathFactory | null;
}

/** The zoom level of a pixels-per-unit ratio: levels double, so a zoom gesture crosses few. */
export function detailLevel(pixelsPerUnit: number): number {
  return Number.isFinite(pixelsPerUnit) && pixelsPerUnit > 0 ? Math.floor(Math.log2(pixelsPerUnit)) : 0;
}

/**
 * Committed strokes' outlines simplified for drawing, per stroke and level of detail, under a
 * byte budget: what was drawn most recently stays (the strokes in view, at the current level),
 * the least recently drawn go first, and an evicted outline is computed again, identically, when
 * next drawn. Outlines are Float32 pairs (x0, y0, x1, y1, …): a thousandth of a pixel off at most.
 */
export class LodOutlines {
  private readonly cache: ByteBudgetCache<PackedStroke, LodEntry>;

  constructor(budget = LOD_OUTLINE_BUDGET) {
    this.cache = new ByteBudgetCache(budget);
  }

  /** Bytes held (outlines and paths). */
  get bytes(): number {
    return this.cache.bytes;
  }

  /** The number of outlines held. */
  get size(): number {
    return this.cache.size;
  }

  /** Whether the outline at this level is ready (nothing to compute). */
  has(stroke: PackedStroke, level: number): boolean {
    return this.cache.has(stroke, level);
  }

  /** The stroke's entry at `level`, computed if not held; it becomes the most recently used. */
  entry(stroke: PackedStroke, level: number): LodEntry {
    const held = this.cache.get(stroke, level);
    if (held) return held;
    const simplified = simplifyPolygon(exactVertices(stroke), TOLERANCE_PIXELS / 2 ** level);
    const entry: LodEntry = {
      polygon: flattenPolygon(simplified, Float32Array),
      path: null,
      pathFactory: null,
    };
    this.cache.set(stroke, level, entry, entry.polygon.byteLength + ENTRY_BYTES);
    return entry;
  }

  /** Keeps a path traced from the entry's polygon, counting its bytes. */
  attachPath(stroke: PackedStroke, level: number, path: PathLike, factory: PathFactory): void {
    const entry = this.entry(stroke, level);
    const had = entry.path !== null;
    entry.path = path;
    entry.pathFactory = factory;
    if (!had)
      this.cache.resize(stroke, level, (entry.polygon.length / 2) * PATH_BYTES_PER_VERTEX + PATH_BYTES);
  }
}

/** The worker's outlines: one engine a worker, so one budget. */
export const sharedLodOutlines = new LodOutlines();

/** Whether the outline at this level is ready (nothing to compute). */
export function hasLodOutline(stroke: PackedStroke, level: number): boolean {
  return sharedLodOutlines.has(stroke, level);
}

/**
 * A committed stroke's outline simplified for drawing at `level` (detailLevel of the device
 * pixels per document unit), kept under the budget. Exports use the exact outline.
 */
export function lodOutline(stroke: PackedStroke, level: number): Float32Array {
  return sharedLodOutlines.entry(stroke, level).polygon;
}
