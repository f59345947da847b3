import { SIMPLIFY_TOLERANCE } from '../../../src/shared/canvas/constants';
import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import type { InputPointerType } from '../../../src/shared/input-batch';
import type { PressureCurve } from '../../../src/shared/canvas/tools';
import { storedPoint } from '../document/packed-stroke';
import { simplifyPoints } from '../geometry/simplify';
import { createOutlineBuilder } from '../nibs/index';
import type { OutlineBuilder } from '../nibs/outline/outline-builder';
import type { InputContext, InputHost, InputStateNode, LiveStroke, StrokeStyle } from './input-state';
import type { CleanSample } from './sanitize-sample';
import { StrokePressure } from './stroke-pressure';

/** Stroke commits need at least this many points after simplification (spec). */
const MIN_COMMIT_POINTS = 2;

/**
 * Pen down → drawing: the stroke being drawn. Points are kept raw (document units, mapped
 * pressure) and fed to the incremental outline; pen up simplifies and commits.
 */
export class DrawGesture implements InputStateNode, LiveStroke {
  readonly id = 'drawing';
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

  /** A stroke starting at `startTime` with the host's current pen. */
  static start(
    host: InputHost,
    pointerId: number,
    pointerType: InputPointerType,
    startTime: number,
  ): DrawGesture {
    return new DrawGesture(pointerId, pointerType, host.penStyle(), host.pressureCurve(), startTime);
  }

  get liveStroke(): LiveStroke {
    return this;
  }

  /** Adds a real sample (already in document units). */
  add(sample: CleanSample): void {
    const t = Math.max(0, sample.timeStamp - this.startTime);
    // Drawn as the document will keep it (Float32), so pen-up changes nothing (ADR 029).
    const point = storedPoint({
      x: sample.x,
      y: sample.y,
      pressure: this.pressure.next(sample.pressure, sample.x, sample.y, t),
      tiltX: sample.tiltX,
      tiltY: sample.tiltY,
      t,
    });
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

  onDown(): InputStateNode {
    return this;
  }

  onSamples(samples: readonly CleanSample[]): InputStateNode {
    for (const sample of samples) this.add(sample);
    return this;
  }

  onPredicted(samples: readonly CleanSample[]): boolean {
    this.predict(samples);
    return true;
  }

  /** Pen up commits the stroke, if enough of it is left after simplification. */
  onUp({ host, counters, idle }: InputContext): InputStateNode {
    const stroke = this.commit();
    if (stroke) {
      host.commitStroke(stroke);
      counters.strokesCommitted++;
      counters.lastStrokeSamples = counters.currentStrokeSamples;
    }
    return idle;
  }

  /** A dropped stroke is lost. */
  onDiscard({ idle }: InputContext): InputStateNode {
    return idle;
  }
}
