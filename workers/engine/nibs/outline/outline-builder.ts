import type { Point } from '../../../../src/shared/canvas/stroke';
import type { ToolParams } from '../../../../src/shared/canvas/tool-params';
import { PEN_TOOLS, type PenTool } from '../../../../src/shared/canvas/tools';
import type { NibModel } from '../nib-model';
import { combineSeed } from '../seeded-noise';
import { writeSection, type SectionPen } from './cross-section';
import { outlinePolygon } from './outline-polygon';
import { SampleBuffer } from './sample-buffer';
import { emptySegment, splinePoint, splineSegment, type SplinePoint } from './spline-segment';
import { followPath, freshFilterState, smoothSpeed, startFilters, type FilterState } from './stroke-filters';
import { fittedTaperLength, taperFactor, taperLength } from './taper';

/** The part of a stroke the outline depends on. */
export interface OutlineStyle {
  tool: PenTool;
  size: number;
  toolParams: ToolParams;
}

/** The width texture never repeats faster than this (units), whatever the size. */
const MIN_TEXTURE_WAVELENGTH = 0.5;

/**
 * Builds a stroke's outline incrementally from the pure steps beside it: a spline segment per
 * pair of points, the smoothing filters, a cross-section per sample (nib footprint, taper,
 * texture, ellipse support) and the polygon's assembly. Each pushed point finalises the segment
 * two points back (a Catmull-Rom segment depends on its neighbours), so ingesting a point is
 * constant work. The provisional tail (the last segment plus predicted points) is recomputed
 * only when the polygon is asked for, once per frame, however many samples arrived since.
 * `finish()` tapers the end.
 */
export class OutlineBuilder {
  private readonly points: Point[] = [];
  private predicted: Point[] = [];
  private readonly stable = new SampleBuffer();
  private readonly tail = new SampleBuffer();
  private readonly parts = [this.stable, this.tail] as const;
  private tailStale = false;
  private readonly state = freshFilterState();
  /** The filters' state while the tail is computed: a copy, reused to spare the garbage collector. */
  private readonly tailState = freshFilterState();
  // Scratch reused for every segment and sample: allocation in the hot path costs more than the math.
  private readonly segment = emptySegment();
  private readonly position: SplinePoint = { x: 0, y: 0, tangentX: 0, tangentY: 0 };
  private readonly pen: SectionPen;
  private finalSegments = 0;
  private finished = false;
  private taperLength: number;

  constructor(
    model: NibModel,
    private readonly style: OutlineStyle,
  ) {
    this.taperLength = taperLength(style.toolParams.tapering, style.size);
    this.pen = {
      model,
      toolParams: style.toolParams,
      size: style.size,
      seed: 0,
      textureWavelength: Math.max(MIN_TEXTURE_WAVELENGTH, model.textureWavelength * style.size),
    };
  }

  /** Real points received so far. */
  get pointCount(): number {
    return this.points.length;
  }

  /** Samples of the provisional tail (brought up to date): bounded, whatever the stroke length. */
  get provisionalSampleCount(): number {
    this.refreshTail();
    return this.tail.length;
  }

  /** Adds a real point (document units, pressure already mapped). Constant work per call. */
  push(point: Point): void {
    if (this.finished) return;
    this.append(point);
  }

  /** Adds many real points at once (an imported or committed stroke). */
  pushMany(points: readonly Point[]): void {
    if (this.finished) return;
    for (const point of points) this.append(point);
  }

  /** Replaces the predicted points: they extend the drawn tip until the next real point. */
  setPredicted(points: readonly Point[]): void {
    if (this.finished) return;
    this.predicted = points.slice();
    this.tailStale = true;
  }

  /** Finalises every segment and tapers the end. Further pushes are ignored. */
  finish(): void {
    if (this.finished) return;
    this.predicted = [];
    while (this.finalSegments <= this.points.length - 2) {
      this.emitSegment(this.points, this.finalSegments, this.state, this.stable);
      this.finalSegments++;
    }
    if (this.points.length === 1 && this.stable.length === 0) this.emitSingle(this.stable);
    this.tail.clear();
    this.tailStale = false;
    this.finished = true;
    this.taperEnd();
  }

  /**
   * The closed outline polygon in document units (see outlinePolygon), written into `into`.
   * Brings the provisional tail up to date first: the renderer asks once per frame.
   */
  polygon(into: Array<[number, number]> = []): Array<[number, number]> {
    this.refreshTail();
    return outlinePolygon(this.parts, into);
  }

  private append(point: Point): void {
    if (this.points.length === 0) {
      this.pen.seed = combineSeed(point.x, point.y, PEN_TOOLS.indexOf(this.style.tool), this.style.size);
    }
    this.points.push(point);
    if (this.predicted.length > 0) this.predicted = [];
    while (this.finalSegments <= this.points.length - 3) {
      this.emitSegment(this.points, this.finalSegments, this.state, this.stable);
      this.finalSegments++;
    }
    this.tailStale = true;
  }

  private refreshTail(): void {
    if (!this.tailStale) return;
    this.tailStale = false;
    this.tail.clear();
    // Only the last unfinished segments can change. With predicted points, they are appended to
    // a copy of the few real points those segments need (constant size), never to the whole stroke.
    const from = this.predicted.length > 0 ? Math.max(0, this.finalSegments - 1) : 0;
    const window = this.predicted.length > 0 ? this.points.slice(from).concat(this.predicted) : this.points;
    if (window.length === 1) {
      this.emitSingle(this.tail);
      return;
    }
    const state = Object.assign(this.tailState, this.state);
    for (let segment = this.finalSegments - from; segment <= window.length - 2; segment++) {
      this.emitSegment(window, segment, state, this.tail);
    }
  }

  /** A lone point: one sample, pointing along +x, whose footprint is the whole dot. */
  private emitSingle(buffer: SampleBuffer): void {
    const point = this.points[0];
    if (!point) return;
    const index = buffer.push(point.x, point.y, 1, 0, point.pressure, point.tiltX, point.tiltY, 0, 0);
    writeSection(buffer, index, this.pen, this.taperLength, 1);
  }

  /** Emits the smoothed samples of segment i (points[i] → points[i + 1]) into buffer. */
  private emitSegment(points: readonly Point[], i: number, state: FilterState, buffer: SampleBuffer): void {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    if (!p0 || !p1 || !p2 || !p3) return;
    const segment = splineSegment(p0, p1, p2, p3, this.segment);
    const elapsed = p2.t - p1.t;
    if (!state.started) {
      startFilters(state, p1, p2, segment, elapsed);
      const index = buffer.push(
        p1.x,
        p1.y,
        state.dirX,
        state.dirY,
        p1.pressure,
        p1.tiltX,
        p1.tiltY,
        0,
        state.speed,
      );
      writeSection(buffer, index, this.pen, this.taperLength, 1);
    }
    smoothSpeed(state, segment.chord, elapsed);
    const position = this.position;
    for (let step = 1; step <= segment.steps; step++) {
      const t = step / segment.steps;
      splinePoint(segment, p1, t, position);
      followPath(state, position.x, position.y, position.tangentX, position.tangentY);
      const index = buffer.push(
        position.x,
        position.y,
        state.dirX,
        state.dirY,
        p1.pressure + (p2.pressure - p1.pressure) * t,
        p1.tiltX + (p2.tiltX - p1.tiltX) * t,
        p1.tiltY + (p2.tiltY - p1.tiltY) * t,
        state.distance,
        state.speed,
      );
      writeSection(buffer, index, this.pen, this.taperLength, 1);
    }
  }

  /** Recomputes the cross-sections within the taper length of the end with the end taper. */
  private taperEnd(): void {
    if (this.taperLength <= 0) return;
    const buffer = this.stable;
    const total = buffer.distance[buffer.length - 1] ?? 0;
    const fitted = fittedTaperLength(this.taperLength, total);
    // A shortened taper changes the start's too: every section is redone (the stroke is short).
    const redoAll = fitted !== this.taperLength;
    this.taperLength = fitted;
    for (let index = buffer.length - 1; index >= 0; index--) {
      const fromEnd = total - (buffer.distance[index] ?? 0);
      if (!redoAll && fromEnd >= fitted) break;
      writeSection(buffer, index, this.pen, fitted, taperFactor(fromEnd, fitted, this.pen.model.taperFloor));
    }
  }
}
