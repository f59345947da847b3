import { ByteBudgetCache } from '../cache/byte-budget-cache';
import { inkStyleOf, isPacked, strokePoints, type AnyStroke } from '../document/packed-stroke';
import { flattenPolygon, vertexPairs, type VertexPolygon } from '../geometry/flat-polygon';
import { outlineStroke } from './index';

/**
 * Bytes of exact outlines kept between SVG exports (ADR 029): about 1,500 strokes of 100
 * points. Drawing never fills it (the renderer keeps simplified outlines of its own), so it costs
 * nothing until a document is exported.
 */
export const EXACT_OUTLINE_BUDGET = 16 * 1024 * 1024;
/** What a cached outline costs besides its coordinates: the typed array object and the cache's slot. */
const SLOT_BYTES = 128;

const exact = new ByteBudgetCache<AnyStroke, Float64Array>(EXACT_OUTLINE_BUDGET);

/** The exact outline of a stroke in either form, computed afresh: its points through its pen's nib. */
function computeOutline(stroke: AnyStroke): Array<[number, number]> {
  return outlineStroke(isPacked(stroke) ? { ...inkStyleOf(stroke), points: strokePoints(stroke) } : stroke);
}

/**
 * A stroke's exact outline (x0, y0, x1, y1, …, closed: the last vertex joins the first), for
 * the SVG export: computed on demand and kept under EXACT_OUTLINE_BUDGET, least recently used
 * first out. Strokes are immutable, so a kept outline never goes stale. Callers must not change it.
 */
export function cachedOutline(stroke: AnyStroke): Float64Array {
  const cached = exact.get(stroke, 0);
  if (cached) return cached;
  const outline = flattenPolygon(computeOutline(stroke), Float64Array);
  exact.set(stroke, 0, outline, outline.byteLength + SLOT_BYTES);
  return outline;
}

/** The exact outline as vertex pairs (to simplify it): the kept one if an export left it, else computed and not kept. */
export function exactVertices(stroke: AnyStroke): VertexPolygon {
  const cached = exact.get(stroke, 0);
  return cached ? vertexPairs(cached) : computeOutline(stroke);
}
