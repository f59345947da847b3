import type { InkDrawing, InkStrokeDrawing } from '../../src/shared/canvas/ink-drawing';
import type { Point, Stroke } from '../../src/shared/canvas/stroke';
import { formatNumber } from '../engine/export/format-number';
import { pointSegmentDistanceSquared } from '../engine/geometry/point-segment-distance';
import { simplifyPolygon } from '../engine/geometry/simplify-polygon';
import { outlineStroke } from '../engine/nibs';
import { inkStyle } from '../engine/nibs/ink-style';

/** Drawing units a page shows at about one CSS pixel: a tenth of that is finer than the eye sees. */
const DECIMALS = 1;
/** Outline vertices closer than this to the simplified shape go: the files stay small. */
const OUTLINE_TOLERANCE = 0.15;
/** Samples of the hand's pace per stroke: enough for its slowing and hurrying. */
const PROGRESS_SAMPLES = 12;

const number = (value: number) => formatNumber(value, DECIMALS);

function pathData(points: ReadonlyArray<readonly [number, number]>, closed: boolean): string {
  const data = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${number(x)} ${number(y)}`).join('');
  return closed ? `${data}Z` : data;
}

/** Length along the stroke's points up to each point. */
function runningLengths(points: readonly Point[]): number[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    lengths.push((lengths[i - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  return lengths;
}

/** [share of the duration, share of the length] at evenly spaced moments of the stroke. */
function progressOf(points: readonly Point[], lengths: readonly number[]): Array<[number, number]> {
  const total = lengths[lengths.length - 1] ?? 0;
  const duration = points[points.length - 1]?.t ?? 0;
  if (total <= 0 || duration <= 0)
    return [
      [0, 0],
      [1, 1],
    ];
  const progress: Array<[number, number]> = [];
  let index = 0;
  for (let step = 0; step <= PROGRESS_SAMPLES; step++) {
    const time = (duration * step) / PROGRESS_SAMPLES;
    while (index < points.length - 1 && (points[index + 1] as Point).t <= time) index++;
    const from = points[index] as Point;
    const to = points[Math.min(index + 1, points.length - 1)] as Point;
    const span = to.t - from.t;
    const within = span > 0 ? (time - from.t) / span : 0;
    const length =
      (lengths[index] as number) +
      within * ((lengths[Math.min(index + 1, points.length - 1)] as number) - (lengths[index] as number));
    progress.push([Number((step / PROGRESS_SAMPLES).toFixed(3)), Number((length / total).toFixed(3))]);
  }
  return progress;
}

/** The widest the ink gets: twice the farthest any outline vertex lies from the centreline. */
function maxWidthOf(outline: ReadonlyArray<readonly [number, number]>, points: readonly Point[]): number {
  let farthestSquared = 0;
  for (const [x, y] of outline) {
    let nearestSquared = Infinity;
    for (let i = 0; i < points.length; i++) {
      const a = points[i] as Point;
      const b = points[Math.min(i + 1, points.length - 1)] as Point;
      nearestSquared = Math.min(nearestSquared, pointSegmentDistanceSquared(x, y, a.x, a.y, b.x, b.y));
    }
    farthestSquared = Math.max(farthestSquared, nearestSquared);
  }
  return 2 * Math.sqrt(farthestSquared);
}

/** A replay rests this long between strokes, as a hand lifts and settles. */
const PAUSE_MS = 350;

/**
 * Strokes drawn on one sheet as an InkDrawing: each outline exactly as the engine builds it
 * (simplified within a fraction of a pixel), its ink, its centreline and the hand's pace. The
 * strokes follow one another with a short pause.
 */
export function inkDrawingOf(strokes: readonly Stroke[], width: number, height: number): InkDrawing {
  let startMs = 0;
  return {
    width,
    height,
    strokes: strokes.map((stroke): InkStrokeDrawing => {
      const outline = simplifyPolygon(outlineStroke(stroke), OUTLINE_TOLERANCE);
      const ink = inkStyle(stroke);
      const lengths = runningLengths(stroke.points);
      const durationMs = Math.round(stroke.points[stroke.points.length - 1]?.t ?? 0);
      const drawing: InkStrokeDrawing = {
        outline: pathData(outline, true),
        opacity: Number(ink.alpha.toFixed(3)),
        edgeWidth: Number(number(ink.edgeWidth)),
        edgeOpacity: Number(ink.edgeAlpha.toFixed(3)),
        centre: pathData(
          stroke.points.map((point) => [point.x, point.y] as const),
          false,
        ),
        maxWidth: Number(number(maxWidthOf(outline, stroke.points))),
        startMs,
        durationMs,
        progress: progressOf(stroke.points, lengths),
      };
      startMs += durationMs + PAUSE_MS;
      return drawing;
    }),
  };
}
