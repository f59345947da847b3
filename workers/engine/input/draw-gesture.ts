import { SIMPLIFY_TOLERANCE } from '../../../src/shared/canvas/constants';
import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import type { InputPointerType } from '../../../src/shared/input-batch';
import type { PressureCurve } from '../../../src/shared/canvas/tools';
import { simplifyPoints } from '../geometry/simplify';
import { createOutlineBuilder } from '../nibs/index';
import type { OutlineBuilder } from '../nibs/outline-builder';
import type { CleanSample } from './sanitize-sample';
import { StrokePressure } from './stroke-pressure';

/** The pen settings a stroke is drawn with. */
export type StrokeStyle = Pick<Stroke, 'tool' | 'size' | 'color' | 'toolParams'>;

/** Maps a clean sample in CSS px to document units. */
export type ToDocument = (x: number, y: number) => [number, number];

/** Stroke commits need at least this many points after simplification (spec). */
const MIN_COMMIT_POINTS = 2;

/**
 * Pen down → collecting points: the stroke being drawn. Points are kept raw (document units,
 * mapped pressure) and fed to the incremental outline; pen up simplifies and commits.
 */
export class DrawGesture {
  readonly kind = 'drawing';
  readonly points: Point[] = [];
  readonly builder: OutlineBuilder;
  private readonly pressure: StrokePressure;
  private readonly startTime: number;

  constructor(
    readonly pointerId: number,
    readonly pointerType: InputPointerType,
    readonly style: StrokeStyle,
    curve: PressureCurve,
    startTime: number,
  ) {
    this.builder = createOutlineBuilder(style);
    this.pressure = new StrokePressure(pointerType, curve);
    this.startTime = startTime;
  }

  /** Adds a real sample (already in document units). */
  add(sample: CleanSample): void {
    const t = Math.max(0, sample.timeStamp - this.startTime);
    const point: Point = {
      x: sample.x,
      y: sample.y,
      pressure: this.pressure.next(sample.pressure, sample.x, sample.y, t),
      tiltX: sample.tiltX,
      tiltY: sample.tiltY,
      t,
    };
    this.points.push(point);
    this.builder.push(point);
  }

  /** Predicted samples extend the tip only; they never enter the stroke. */
  predict(samples: readonly CleanSample[]): void {
    const last = this.points.at(-1);
    if (!last) return;
    this.builder.setPredicted(
      samples.map((sample) => ({
        x: sample.x,
        y: sample.y,
        pressure: last.pressure,
        tiltX: sample.tiltX,
        tiltY: sample.tiltY,
        t: Math.max(last.t, sample.timeStamp - this.startTime),
      })),
    );
  }

  /**
   * Pen up: the stroke simplified with RDP (tolerance 1; pressure counts as a third coordinate
   * scaled by the size so a swelling straight line keeps its swell), or null if fewer than 2
   * points remain.
   */
  commit(): Stroke | null {
    const points = simplifyPoints(this.points, SIMPLIFY_TOLERANCE, this.style.size);
    if (points.length < MIN_COMMIT_POINTS) return null;
    return { ...this.style, points };
  }
}
