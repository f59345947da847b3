import type { Point } from '../../../src/shared/canvas/stroke';
import type { ToolParams } from '../../../src/shared/canvas/tool-params';
import { PEN_TOOLS, type PenTool } from '../../../src/shared/canvas/tools';
import { SMOOTHING_POINTS_PER_SEGMENT } from '../../../src/shared/canvas/constants';
import { appendCap, supportParameter, type NibFootprint } from './ellipse';
import { RADIANS_PER_DEGREE, type NibInput, type NibModel } from './nib-model';
import { SampleBuffer } from './sample-buffer';
import { combineSeed, valueNoise } from './seeded-noise';

/** The part of a stroke the outline depends on. */
export interface OutlineStyle {
  tool: PenTool;
  size: number;
  toolParams: ToolParams;
}

/**
 * Smoothing emits up to 8 points per segment (spec), but never closer than this (document
 * units): dense 240 Hz input would otherwise make 8 invisible points per sample. On a smooth
 * curve of radius r, 1-unit chords stray s²/8r ≤ 0.025 units from it for r ≥ 5: invisible even
 * at zoom 5.
 */
const MIN_SUBDIVISION_SPACING = 1;
/** Direction is smoothed over this distance (units) so stylus jitter does not flicker a broad nib's width. */
const DIRECTION_SMOOTHING_DISTANCE = 1.5;
/** Speed is smoothed over this time (ms). */
const SPEED_SMOOTHING_MS = 30;
/** The longest time step that counts for speed: a pause is a pause, not a slow stroke. */
const MAX_SPEED_INTERVAL_MS = 100;
/** Taper length in units = tapering × (TAPER_BASE + TAPER_PER_SIZE × size). */
const TAPER_BASE = 12;
const TAPER_PER_SIZE = 4;
/** textureAmount 1 varies the width by ±this share. */
const TEXTURE_WIDTH_GAIN = 0.3;
/** textureAmount 1 roughens each edge by ±this share of the width. */
const TEXTURE_EDGE_GAIN = 0.08;
/** Edge roughness wavelength in units: the grain of paper. */
const EDGE_WAVELENGTH = 0.9;
/** angleVariability 1 wobbles the nib angle by ±this many degrees… */
const ANGLE_WOBBLE_DEGREES = 12;
/** …over this wavelength (units): a hand's slow drift, not jitter. */
const ANGLE_WOBBLE_WAVELENGTH = 24;

/** Running state of the smoothing filters, copied so the provisional tail can be recomputed. */
interface FilterState {
  distance: number;
  dirX: number;
  dirY: number;
  speed: number;
  lastX: number;
  lastY: number;
  started: boolean;
}

const freshState = (): FilterState => ({
  distance: 0,
  dirX: 1,
  dirY: 0,
  speed: 0,
  lastX: 0,
  lastY: 0,
  started: false,
});

/** Ease-out (perfect-freehand's start easing): the width grows quickly, then settles. */
const easeOut = (t: number) => t * (2 - t);

/**
 * Builds a stroke's outline incrementally. Each pushed point finalises the spline segment two
 * points back (a Catmull-Rom segment depends on its neighbours), so the work per point is
 * constant: only the provisional tail (the last segment plus predicted points) is recomputed.
 * `finish()` tapers the end; `polygon()` returns the closed outline.
 */
export class OutlineBuilder {
  private readonly points: Point[] = [];
  private predicted: Point[] = [];
  private readonly stable = new SampleBuffer();
  private readonly tail = new SampleBuffer();
  private readonly state = freshState();
  /** The filters' state while the tail is computed: a copy, reused to spare the garbage collector. */
  private readonly tailState = freshState();
  private finalSegments = 0;
  private finished = false;
  private seed = 0;
  private taperLength: number;
  private readonly textureWavelength: number;
  // Scratch objects reused for every sample: allocation in the hot path costs more than the math.
  private readonly input: NibInput = { pressure: 0, tiltX: 0, tiltY: 0, speed: 0, dirX: 1, dirY: 0 };
  private readonly footprint: NibFootprint = { a: 0, b: 0, angle: 0 };
  private cachedAngle = Number.NaN;
  private cachedCos = 1;
  private cachedSin = 0;

  constructor(
    private readonly model: NibModel,
    private readonly style: OutlineStyle,
  ) {
    this.taperLength = style.toolParams.tapering * (TAPER_BASE + TAPER_PER_SIZE * style.size);
    this.textureWavelength = Math.max(0.5, model.textureWavelength * style.size);
  }

  /** Real points received so far. */
  get pointCount(): number {
    return this.points.length;
  }

  /** Samples recomputed on every push (the provisional tail): bounded, whatever the stroke length. */
  get provisionalSampleCount(): number {
    return this.tail.length;
  }

  /** Adds a real point (document units, pressure already mapped). Constant work per call. */
  push(point: Point): void {
    if (this.finished) return;
    this.append(point);
    this.rebuildTail();
  }

  /** Adds many real points at once (an imported or committed stroke): the tail is rebuilt once. */
  pushMany(points: readonly Point[]): void {
    if (this.finished || points.length === 0) return;
    for (const point of points) this.append(point);
    this.rebuildTail();
  }

  private append(point: Point): void {
    if (this.points.length === 0) {
      this.seed = combineSeed(point.x, point.y, PEN_TOOLS.indexOf(this.style.tool), this.style.size);
    }
    this.points.push(point);
    if (this.predicted.length > 0) this.predicted = [];
    while (this.finalSegments <= this.points.length - 3) {
      this.emitSegment(this.points, this.finalSegments, this.state, this.stable);
      this.finalSegments++;
    }
  }

  /** Replaces the predicted points: they extend the drawn tip until the next real point. */
  setPredicted(points: readonly Point[]): void {
    if (this.finished) return;
    this.predicted = points.slice();
    this.rebuildTail();
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
    this.finished = true;
    this.taperEnd();
  }

  /**
   * The closed outline polygon in document units: the left side, the end cap, the right side
   * backwards and the start cap. The last point connects to the first (not repeated).
   * `into` is overwritten and returned, reusing its vertex pairs: the live stroke is outlined
   * every frame, and fresh pairs for thousands of vertices per frame meant collector pauses.
   */
  polygon(into: Array<[number, number]> = []): Array<[number, number]> {
    const out = into;
    let n = 0;
    const put = (x: number, y: number) => {
      const vertex = out[n];
      if (vertex) {
        vertex[0] = x;
        vertex[1] = y;
      } else out[n] = [x, y];
      n++;
    };
    const buffers = [this.stable, this.tail];
    const total = this.stable.length + this.tail.length;
    if (total > 0) {
      const cap: Array<[number, number]> = [];
      for (const buffer of buffers) {
        for (let i = 0; i < buffer.length; i++) put(buffer.leftX[i] ?? 0, buffer.leftY[i] ?? 0);
      }
      const last = this.tail.length > 0 ? this.tail : this.stable;
      this.appendCapAt(last, last.length - 1, true, cap);
      for (const [x, y] of cap) put(x, y);
      for (let b = buffers.length - 1; b >= 0; b--) {
        const buffer = buffers[b] ?? this.stable;
        for (let i = buffer.length - 1; i >= 0; i--) put(buffer.rightX[i] ?? 0, buffer.rightY[i] ?? 0);
      }
      const first = this.stable.length > 0 ? this.stable : this.tail;
      cap.length = 0;
      this.appendCapAt(first, 0, false, cap);
      for (const [x, y] of cap) put(x, y);
    }
    out.length = n;
    return out;
  }

  private appendCapAt(
    buffer: SampleBuffer,
    index: number,
    atEnd: boolean,
    out: Array<[number, number]>,
  ): void {
    const footprint = { a: buffer.a[index] ?? 0, b: buffer.b[index] ?? 0, angle: buffer.angle[index] ?? 0 };
    const side = atEnd ? 1 : -1;
    // The end cap runs from the left side round the front to the right; the start cap from the
    // right side round the back to the left (y down: the left normal is (dirY, −dirX)).
    const towardX = (buffer.dirX[index] ?? 1) * side;
    const towardY = (buffer.dirY[index] ?? 0) * side;
    const from = supportParameter(footprint, towardY, -towardX);
    appendCap(footprint, buffer.x[index] ?? 0, buffer.y[index] ?? 0, from, towardX, towardY, out);
  }

  private rebuildTail(): void {
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

  private emitSingle(buffer: SampleBuffer): void {
    const point = this.points[0];
    if (!point) return;
    const index = buffer.push(point.x, point.y, 1, 0, point.pressure, point.tiltX, point.tiltY, 0, 0);
    this.writeSection(buffer, index, 1);
  }

  /** Emits the Catmull-Rom samples of segment i (points[i] → points[i + 1]) into buffer. */
  private emitSegment(points: readonly Point[], i: number, state: FilterState, buffer: SampleBuffer): void {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    if (!p0 || !p1 || !p2 || !p3) return;
    // Polynomial coefficients of the uniform Catmull-Rom spline: pos(t) = c0 + c1 t + c2 t² + c3 t³.
    const c1x = 0.5 * (p2.x - p0.x);
    const c1y = 0.5 * (p2.y - p0.y);
    const c2x = 0.5 * (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x);
    const c2y = 0.5 * (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y);
    const c3x = 0.5 * (-p0.x + 3 * p1.x - 3 * p2.x + p3.x);
    const c3y = 0.5 * (-p0.y + 3 * p1.y - 3 * p2.y + p3.y);
    const chordX = p2.x - p1.x;
    const chordY = p2.y - p1.y;
    const chord = Math.sqrt(chordX * chordX + chordY * chordY);
    const steps = Math.max(
      1,
      Math.min(SMOOTHING_POINTS_PER_SEGMENT, Math.ceil(chord / MIN_SUBDIVISION_SPACING)),
    );

    const dt = Math.min(MAX_SPEED_INTERVAL_MS, Math.max(1, p2.t - p1.t));
    const speedBlend = 1 - Math.exp(-dt / SPEED_SMOOTHING_MS);
    const targetSpeed = chord / dt;

    if (!state.started) {
      state.started = true;
      state.lastX = p1.x;
      state.lastY = p1.y;
      const tangentLength = Math.sqrt(c1x * c1x + c1y * c1y);
      if (tangentLength > 0) {
        state.dirX = c1x / tangentLength;
        state.dirY = c1y / tangentLength;
      } else if (chord > 0) {
        state.dirX = (p2.x - p1.x) / chord;
        state.dirY = (p2.y - p1.y) / chord;
      }
      state.speed = targetSpeed;
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
      this.writeSection(buffer, index, 1);
    }
    state.speed += (targetSpeed - state.speed) * speedBlend;

    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      const x = p1.x + (c1x + (c2x + c3x * t) * t) * t;
      const y = p1.y + (c1y + (c2y + c3y * t) * t) * t;
      const tangentX = c1x + (2 * c2x + 3 * c3x * t) * t;
      const tangentY = c1y + (2 * c2y + 3 * c3y * t) * t;
      const movedX = x - state.lastX;
      const movedY = y - state.lastY;
      const moved = Math.sqrt(movedX * movedX + movedY * movedY);
      const tangentLength = Math.sqrt(tangentX * tangentX + tangentY * tangentY);
      if (tangentLength > 1e-9 && moved > 0) {
        const blend = 1 - Math.exp(-moved / DIRECTION_SMOOTHING_DISTANCE);
        const nx = state.dirX + (tangentX / tangentLength - state.dirX) * blend;
        const ny = state.dirY + (tangentY / tangentLength - state.dirY) * blend;
        const n = Math.sqrt(nx * nx + ny * ny);
        // A full reversal passes through zero: keep the old direction rather than divide by it.
        if (n > 1e-6) {
          state.dirX = nx / n;
          state.dirY = ny / n;
        }
      }
      state.distance += moved;
      state.lastX = x;
      state.lastY = y;
      const index = buffer.push(
        x,
        y,
        state.dirX,
        state.dirY,
        p1.pressure + (p2.pressure - p1.pressure) * t,
        p1.tiltX + (p2.tiltX - p1.tiltX) * t,
        p1.tiltY + (p2.tiltY - p1.tiltY) * t,
        state.distance,
        state.speed,
      );
      this.writeSection(buffer, index, 1);
    }
  }

  /** Recomputes the cross-sections within the taper length of the end with the end taper. */
  private taperEnd(): void {
    const buffer = this.stable;
    const total = buffer.distance[buffer.length - 1] ?? 0;
    if (this.taperLength <= 0) return;
    if (total < 2 * this.taperLength) {
      // A short stroke (or a dot) cannot taper over more than half its length at each end:
      // shorten both tapers and redo every section, which is cheap because the stroke is short.
      this.taperLength = total / 2;
      for (let index = 0; index < buffer.length; index++) {
        const fromEnd = total - (buffer.distance[index] ?? 0);
        this.writeSection(buffer, index, this.taperFactor(fromEnd));
      }
      return;
    }
    for (let index = buffer.length - 1; index >= 0; index--) {
      const fromEnd = total - (buffer.distance[index] ?? 0);
      if (fromEnd >= this.taperLength) break;
      this.writeSection(buffer, index, this.taperFactor(fromEnd));
    }
  }

  private taperFactor(distance: number): number {
    if (this.taperLength <= 0 || distance >= this.taperLength) return 1;
    const floor = this.model.taperFloor;
    return floor + (1 - floor) * easeOut(Math.max(0, distance) / this.taperLength);
  }

  /** Computes sample `index`'s footprint and its left and right outline points. */
  private writeSection(buffer: SampleBuffer, index: number, endTaper: number): void {
    const { toolParams, size } = this.style;
    const input = this.input;
    input.pressure = buffer.pressure[index] ?? 0.5;
    input.tiltX = buffer.tiltX[index] ?? 0;
    input.tiltY = buffer.tiltY[index] ?? 0;
    input.speed = buffer.speed[index] ?? 0;
    input.dirX = buffer.dirX[index] ?? 1;
    input.dirY = buffer.dirY[index] ?? 0;
    const footprint = this.footprint;
    this.model.footprint(input, toolParams, size, footprint);

    const distance = buffer.distance[index] ?? 0;
    const seed = this.seed;
    // Noise only where the parameters ask for it: it is a third of a sample's cost.
    const grain =
      toolParams.textureAmount > 0
        ? 1 +
          toolParams.textureAmount * TEXTURE_WIDTH_GAIN * valueNoise(seed, distance / this.textureWavelength)
        : 1;
    const scale = Math.max(0, this.taperFactor(distance) * endTaper * grain);
    footprint.a *= scale;
    footprint.b *= scale;
    if (toolParams.angleVariability > 0) {
      footprint.angle +=
        toolParams.angleVariability *
        ANGLE_WOBBLE_DEGREES *
        RADIANS_PER_DEGREE *
        valueNoise(seed + 1, distance / ANGLE_WOBBLE_WAVELENGTH);
    }

    const cx = buffer.x[index] ?? 0;
    const cy = buffer.y[index] ?? 0;
    // With y down, (dirY, −dirX) points to the left of the direction of travel.
    const normalX = input.dirY;
    const normalY = -input.dirX;
    // The support point of the ellipse in the normal's direction, in closed form (no trigonometry
    // but the nib angle's, cached while the angle holds): c + (a²·un·u + b²·vn·v) / √(a²un² + b²vn²).
    if (footprint.angle !== this.cachedAngle) {
      this.cachedAngle = footprint.angle;
      this.cachedCos = Math.cos(footprint.angle);
      this.cachedSin = Math.sin(footprint.angle);
    }
    const cos = this.cachedCos;
    const sin = this.cachedSin;
    const un = cos * normalX + sin * normalY;
    const vn = cos * normalY - sin * normalX;
    const a2un = footprint.a * footprint.a * un;
    const b2vn = footprint.b * footprint.b * vn;
    const reach = Math.sqrt(a2un * un + b2vn * vn);
    const offsetX = reach > 0 ? (a2un * cos - b2vn * sin) / reach : 0;
    const offsetY = reach > 0 ? (a2un * sin + b2vn * cos) / reach : 0;
    let leftJitter = 0;
    let rightJitter = 0;
    if (toolParams.textureAmount > 0) {
      const roughness = toolParams.textureAmount * TEXTURE_EDGE_GAIN * (footprint.a + footprint.b);
      leftJitter = roughness * valueNoise(seed + 2, distance / EDGE_WAVELENGTH);
      rightJitter = roughness * valueNoise(seed + 3, distance / EDGE_WAVELENGTH);
    }
    buffer.leftX[index] = cx + offsetX + normalX * leftJitter;
    buffer.leftY[index] = cy + offsetY + normalY * leftJitter;
    // The footprint is symmetric about its centre: the right point mirrors the left.
    buffer.rightX[index] = cx - offsetX - normalX * rightJitter;
    buffer.rightY[index] = cy - offsetY - normalY * rightJitter;
    buffer.a[index] = footprint.a;
    buffer.b[index] = footprint.b;
    buffer.angle[index] = footprint.angle;
  }
}
