import type { Stroke } from '../../../src/shared/canvas/stroke';
import { vertexCount, type AnyPolygon } from '../geometry/flat-polygon';
import { inkStyle } from '../nibs/ink-style';
import type { Canvas2DLike, PathLike } from './canvas-like';
import { tracePolygon } from './stroke-paths';

type Polygon = AnyPolygon;
type InkOf = Pick<Stroke, 'size' | 'toolParams' | 'color'>;

/**
 * A soft edge narrower than this many device pixels cannot be seen beside the antialiased fill,
 * yet stroking it costs as much as the fill: it is skipped.
 */
const MIN_EDGE_PIXELS = 0.5;

/**
 * Lays ink on a context in document units, many strokes in a row: the body fill, then the soft
 * edge where it is at least MIN_EDGE_PIXELS wide. It writes globalAlpha, fillStyle and the edge's
 * stroke state only when they change (every canvas style write costs a colour parse or a state
 * save in the recording, and neighbouring strokes mostly share their ink), so nothing else may
 * draw on the context between `begin` and `end`. `end` leaves globalAlpha at 1.
 *
 * Strokes are filled one by one, never merged into one path per colour: overlapping strokes of
 * translucent ink darken where they cross, as real ink does, and one merged fill would paint the
 * overlap once (it also measured no faster in Chromium's software rasteriser).
 */
export class InkPainter<Image> {
  private alpha = Number.NaN;
  private fillColor: unknown = undefined;
  private strokeColor: unknown = undefined;
  private lineWidth = Number.NaN;
  private ctx: Canvas2DLike<Image> | null = null;
  private pixelsPerUnit = Infinity;
  private opacity = 1;

  /** Starts a run of strokes: device pixels per unit (to skip sub-pixel edges) and an overall opacity. */
  begin(ctx: Canvas2DLike<Image>, pixelsPerUnit = Infinity, opacity = 1): void {
    this.ctx = ctx;
    this.pixelsPerUnit = pixelsPerUnit;
    this.opacity = opacity;
    this.alpha = Number.NaN;
    this.fillColor = undefined;
    this.strokeColor = undefined;
    this.lineWidth = Number.NaN;
    ctx.lineJoin = 'round';
  }

  /**
   * Paints one outline: a retained path when there is one, else the polygon traced afresh.
   * `edge` false skips the soft edge (a preview, whose edge would cost more than its body).
   */
  paint(stroke: InkOf, polygon: Polygon, path: PathLike | null = null, edge = true): void {
    const ctx = this.ctx;
    if (!ctx || vertexCount(polygon) < 3) return;
    const ink = inkStyle(stroke);
    if (!path) {
      ctx.beginPath();
      tracePolygon(ctx, polygon);
    }
    this.setAlpha(ctx, ink.alpha * this.opacity);
    if (this.fillColor !== stroke.color) {
      ctx.fillStyle = stroke.color;
      this.fillColor = stroke.color;
    }
    if (path) ctx.fill(path);
    else ctx.fill();
    // Written as a negated ≥ so a zero-width edge at infinite resolution (NaN) is skipped too.
    if (!edge || !(ink.edgeWidth * this.pixelsPerUnit >= MIN_EDGE_PIXELS)) return;
    this.setAlpha(ctx, ink.edgeAlpha * this.opacity);
    if (this.strokeColor !== stroke.color) {
      ctx.strokeStyle = stroke.color;
      this.strokeColor = stroke.color;
    }
    if (this.lineWidth !== ink.edgeWidth) {
      ctx.lineWidth = ink.edgeWidth;
      this.lineWidth = ink.edgeWidth;
    }
    if (path) ctx.stroke(path);
    else ctx.stroke();
  }

  /** Ends the run: globalAlpha back to 1 for whoever draws next. */
  end(): void {
    if (this.ctx && this.alpha !== 1) this.ctx.globalAlpha = 1;
    this.ctx = null;
  }

  private setAlpha(ctx: Canvas2DLike<Image>, alpha: number): void {
    if (this.alpha === alpha) return;
    ctx.globalAlpha = alpha;
    this.alpha = alpha;
  }
}

/**
 * Fills one outline with a stroke's ink (body, then the soft edge): the live stroke and replay's
 * partial stroke. The context is in document units; `pixelsPerUnit` (device pixels per unit)
 * lets sub-pixel edges be skipped.
 */
export function drawInk<Image>(
  ctx: Canvas2DLike<Image>,
  polygon: Polygon,
  stroke: InkOf,
  opacity = 1,
  pixelsPerUnit = Infinity,
): void {
  const painter = new InkPainter<Image>();
  painter.begin(ctx, pixelsPerUnit, opacity);
  painter.paint(stroke, polygon);
  painter.end();
}
