import {
  TRACE_CLOSE_DISTANCE,
  TRACE_MIN_LENGTH,
  TRACED_STROKE_COLOR,
  TRACED_STROKE_SIZE,
  VIRTUAL_HEIGHT,
  VIRTUAL_WIDTH,
} from './constants';
import { MAX_COORDINATE, MAX_POINTS_PER_STROKE, MAX_STROKES, MAX_TOTAL_POINTS } from './limits';
import type { Point, TargetStroke } from './stroke';
import { TRACED_TOOL_PARAMS } from './tool-params';
import { dist2 } from '../geometry/vec';
import { polylineLength } from '../geometry/polyline-length';
import { DuplicateIndex } from './svg/duplicate-index';
import { IDENTITY, multiply, parseTransform, transformPointsInPlace, type Matrix } from './svg/matrix';
import { shapeSubpaths } from './svg/shape-subpaths';
import type { Subpath } from './svg/subpath';
import { ThinnedPath } from './svg/thinned-path';
import { parseXmlTree, type XmlElement } from './svg/xml-tree';

/** Elements that draw nothing directly, hold scripts, or reference outside content: skipped whole. */
const SKIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'defs',
  'symbol',
  'clippath',
  'mask',
  'marker',
  'pattern',
  'lineargradient',
  'radialgradient',
  'filter',
  'foreignobject',
  'title',
  'desc',
  'metadata',
  'image',
  'use',
  'text',
]);

/** Traced strokes replay at this pace (units per ms): a slow, steady hand. */
const TRACE_REPLAY_SPEED = 0.5;

/** Options for `traceSvg`. */
export interface TraceOptions {
  /** The document's virtual size the SVG is fitted into (default 1000 × 1000). */
  width?: number;
  height?: number;
}

function isHidden(element: XmlElement): boolean {
  const { display, visibility, style } = element.attributes;
  return display === 'none' || visibility === 'hidden' || /(?:^|;)\s*display\s*:\s*none/i.test(style ?? '');
}

/** Collects every drawn subpath in the root's user space, applying nested transforms. */
function collect(element: XmlElement, matrix: Matrix, out: Subpath[], isRoot: boolean): void {
  if (out.length >= MAX_STROKES || SKIPPED_ELEMENTS.has(element.name.toLowerCase()) || isHidden(element))
    return;
  let local = multiply(matrix, parseTransform(element.attributes.transform));
  if (element.name === 'svg' && !isRoot) {
    // A nested <svg> is placed at its x, y (its own viewBox is not honoured: rare in tracing art).
    const x = Number.parseFloat(element.attributes.x ?? '0') || 0;
    const y = Number.parseFloat(element.attributes.y ?? '0') || 0;
    local = multiply(local, [1, 0, 0, 1, x, y]);
  }
  for (const subpath of shapeSubpaths(element)) {
    transformPointsInPlace(local, subpath.points);
    out.push(subpath);
  }
  for (const child of element.children) collect(child, local, out, false);
}

/** The user-space box the root declares: its viewBox, else its width and height; null if neither. */
function declaredBox(root: XmlElement): [number, number, number, number] | null {
  const box = (root.attributes.viewBox ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const [minX = 0, minY = 0, width = 0, height = 0] = box;
  if (box.length === 4 && box.every(Number.isFinite) && width > 0 && height > 0)
    return [minX, minY, width, height];
  const attributeWidth = Number.parseFloat(root.attributes.width ?? '');
  const attributeHeight = Number.parseFloat(root.attributes.height ?? '');
  if (attributeWidth > 0 && attributeHeight > 0) return [0, 0, attributeWidth, attributeHeight];
  return null;
}

/** The box around everything drawn, for an SVG that declares no size. */
function contentBox(subpaths: readonly Subpath[]): [number, number, number, number] | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { points } of subpaths) {
    for (const point of points) {
      left = Math.min(left, point[0]);
      top = Math.min(top, point[1]);
      right = Math.max(right, point[0]);
      bottom = Math.max(bottom, point[1]);
    }
  }
  if (!Number.isFinite(left) || !Number.isFinite(top)) return null;
  return [left, top, Math.max(right - left, 1), Math.max(bottom - top, 1)];
}

/** The matrix fitting a user-space box into the document: contained (aspect kept) and centred. */
function fitMatrix(
  [minX, minY, boxWidth, boxHeight]: [number, number, number, number],
  width: number,
  height: number,
): Matrix {
  const scale = Math.min(width / boxWidth, height / boxHeight);
  return [
    scale,
    0,
    0,
    scale,
    (width - boxWidth * scale) / 2 - minX * scale,
    (height - boxHeight * scale) / 2 - minY * scale,
  ];
}

function toTargetStroke(points: ReadonlyArray<[number, number]>): TargetStroke {
  const strokePoints = new Array<Point>(points.length);
  let t = 0;
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as [number, number];
    const previous = points[i - 1];
    if (previous) t += Math.sqrt(dist2(point, previous)) / TRACE_REPLAY_SPEED;
    strokePoints[i] = { x: point[0], y: point[1], pressure: 0.5, tiltX: 0, tiltY: 0, t };
  }
  return {
    points: strokePoints,
    tool: 'brush',
    size: TRACED_STROKE_SIZE,
    color: TRACED_STROKE_COLOR,
    toolParams: TRACED_TOOL_PARAMS,
  };
}

/**
 * Turns SVG text into tracing targets (spec §5): paths (every command), lines, polylines,
 * polygons, rects, circles and ellipses, through nested groups and transforms, fitted from the
 * viewBox into the document (aspect kept, centred). Each subpath has its straight segments
 * resampled at the thinning distance, at most 8 pieces each (ADR 031), and is thinned (points
 * within 3 units of the last kept one dropped), kept only with more than 2 points and a length
 * over 5, closed explicitly (by a resampled straight segment) when closed and its end is more
 * than 5 from its start; near-duplicates (5 samples spread along the stroke) are dropped.
 * Scripts, event handlers, images and references are ignored. Never throws: malformed input
 * gives [].
 */
export function traceSvg(svgText: string, options: TraceOptions = {}): TargetStroke[] {
  try {
    const root = typeof svgText === 'string' ? parseXmlTree(svgText) : null;
    if (!root || root.name !== 'svg') return [];
    const width = options.width ?? VIRTUAL_WIDTH;
    const height = options.height ?? VIRTUAL_HEIGHT;
    const declared = declaredBox(root);
    // With a declared box the fit is known up front, so points are mapped once while collecting.
    const subpaths: Subpath[] = [];
    collect(root, declared ? fitMatrix(declared, width, height) : IDENTITY, subpaths, true);
    if (!declared) {
      const box = contentBox(subpaths);
      if (!box) return [];
      const fit = fitMatrix(box, width, height);
      for (const subpath of subpaths) transformPointsInPlace(fit, subpath.points);
    }
    const kept: Array<Array<[number, number]>> = [];
    const duplicates = new DuplicateIndex();
    // Resampling gives up to 8 points per straight segment: a budget keeps a hostile file of
    // short lines from becoming millions of points.
    let budget = MAX_TOTAL_POINTS;
    for (const subpath of subpaths) {
      if (subpath.points.length > MAX_POINTS_PER_STROKE) {
        subpath.points = subpath.points.slice(0, MAX_POINTS_PER_STROKE);
      }
      // Points past the document's limit (1e153 in a broken file) would make strokes the document
      // schema refuses, and replay times that overflow to Infinity; NaN fails the test too.
      if (!subpath.points.every(([x, y]) => Math.abs(x) <= MAX_COORDINATE && Math.abs(y) <= MAX_COORDINATE))
        continue;
      const path = ThinnedPath.of(subpath, Math.min(MAX_POINTS_PER_STROKE, budget));
      const { points } = path;
      if (points.length <= 2 || polylineLength(points) <= TRACE_MIN_LENGTH) continue;
      const first = points[0] as [number, number];
      const last = points.at(-1) as [number, number];
      if (subpath.closed && dist2(last, first) > TRACE_CLOSE_DISTANCE * TRACE_CLOSE_DISTANCE) path.close();
      if (duplicates.hasDuplicate(points)) continue;
      duplicates.add(points);
      kept.push(points);
      budget -= points.length;
    }
    return kept.map(toTargetStroke);
  } catch {
    // Tracing must never break the canvas: an SVG we cannot read simply has no targets.
    return [];
  }
}
