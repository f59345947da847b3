import { MAX_COORDINATE } from '../../../src/shared/canvas/limits';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { PressureCurve } from '../../../src/shared/canvas/tools';
import { decodeInputBatch, type InputBatchHeader, type InputSample } from '../../../src/shared/input-batch';
import { eraserPath, type EraserCircle } from '../document/cut-stroke';
import { DrawGesture, type StrokeStyle } from './draw-gesture';
import { EraseGesture } from './erase-gesture';
import { isPalmContact, isTouchNearPenActivity } from './palm-rejection';
import { PendingTouch } from './pending-touch';
import { sanitizeSample, type CleanSample } from './sanitize-sample';

/** What the router needs from the engine. */
export interface InputHost {
  /** The current document → CSS px map as [scale, translateX, translateY]. */
  documentTransform(): [number, number, number];
  /** The pen settings a new stroke is drawn with. */
  penStyle(): StrokeStyle;
  pressureCurve(): PressureCurve;
  eraserMode(): boolean;
  /** The eraser's radius in document units. */
  eraserRadius(): number;
  /** A finished stroke, ready for the document. */
  commitStroke(stroke: Stroke): void;
  beginErase(): void;
  erase(circles: EraserCircle[]): void;
  endErase(): void;
}

/** Input counters for the stats API and the benchmark. */
export interface InputCounters {
  /** Every real (not predicted) sample received, before any filtering or simplification. */
  samplesReceived: number;
  /** Samples dropped as unusable (non-finite or absurd coordinates). */
  samplesDropped: number;
  /** Batches whose header could not be read. */
  batchesRejected: number;
  /** Real samples received for the stroke being drawn, and for the last committed one. */
  currentStrokeSamples: number;
  lastStrokeSamples: number;
  strokesCommitted: number;
  /** The latest timeStamp of a real sample received (the page's clock), 0 before any. */
  lastSampleTime: number;
}

/** The input state machine's states (as tldraw's tool paths). */
export type InputState = 'idle' | 'pending' | 'drawing' | 'erasing';

/** What handling a batch did: its header, and whether anything visible changed. */
export interface InputResult {
  header: InputBatchHeader;
  changed: boolean;
}

type Gesture = DrawGesture | EraseGesture | PendingTouch;

/** PointerEvent.buttons bits. */
const PRIMARY_BUTTON = 1;
const PEN_ERASER_BUTTON = 32;

/**
 * Routes pointer batches through the input state machine: idle → pending (a touch that has not
 * moved 3 units yet) → drawing or erasing → idle. It applies palm rejection, cleans and maps
 * samples into document units, counts them, and hands finished strokes and eraser sweeps to
 * the host.
 */
export class InputRouter {
  readonly counters: InputCounters = {
    samplesReceived: 0,
    samplesDropped: 0,
    batchesRejected: 0,
    currentStrokeSamples: 0,
    lastStrokeSamples: 0,
    strokesCommitted: 0,
    lastSampleTime: 0,
  };
  private gesture: Gesture | null = null;
  private readonly rejectedPointers = new Set<number>();
  private lastPenTime = -Infinity;
  private lastTimeStamp = 0;
  private changed = false;

  constructor(private readonly host: InputHost) {}

  get state(): InputState {
    return this.gesture?.kind ?? 'idle';
  }

  /** The stroke being drawn, if any. */
  get drawing(): DrawGesture | null {
    return this.gesture instanceof DrawGesture ? this.gesture : null;
  }

  /** Handles one encoded batch. Returns null for an unreadable one. Never throws on bad data. */
  handle(batch: Float64Array): InputResult | null {
    const decoded = decodeInputBatch(batch);
    if (!decoded) {
      this.counters.batchesRejected++;
      return null;
    }
    const { header, samples } = decoded;
    this.changed = false;
    if (!header.predicted) {
      this.counters.samplesReceived += samples.length;
      if (this.gesture?.pointerId === header.pointerId) this.counters.currentStrokeSamples += samples.length;
      for (const sample of samples)
        if (sample.timeStamp > this.counters.lastSampleTime) this.counters.lastSampleTime = sample.timeStamp;
    }
    const clean = this.cleanSamples(samples, !header.predicted);
    if (header.pointerType === 'pen') this.lastPenTime = this.lastTimeStamp;

    if (header.predicted) {
      const drawing = this.drawing;
      if (drawing && drawing.pointerId === header.pointerId) {
        drawing.predict(clean);
        this.changed = true;
      }
      return { header, changed: this.changed };
    }
    switch (header.phase) {
      case 'down':
        this.onDown(header, clean, samples.length);
        break;
      case 'move':
        this.onMove(header, clean);
        break;
      case 'up':
        this.onMove(header, clean);
        this.onUp(header);
        break;
      case 'cancel':
        this.onCancel(header);
        break;
    }
    return { header, changed: this.changed };
  }

  /** Ends the gesture in progress without committing a stroke (erasures made are kept and recorded). */
  discard(): void {
    if (this.gesture instanceof EraseGesture) this.host.endErase();
    if (this.gesture) this.changed = true;
    this.gesture = null;
  }

  /**
   * Sanitises samples and maps them from CSS px to document units (one transform per batch).
   * Predicted samples carry future timestamps, so they do not advance the clock (`advanceClock`
   * false): the next real sample would otherwise be pushed into their future.
   */
  private cleanSamples(samples: readonly InputSample[], advanceClock: boolean): CleanSample[] {
    const clean: CleanSample[] = [];
    const [k, tx, ty] = this.host.documentTransform();
    for (const sample of samples) {
      const sane = sanitizeSample(sample, this.lastTimeStamp);
      if (sane) {
        sane.x = (sane.x - tx) / k;
        sane.y = (sane.y - ty) / k;
      }
      if (!sane || !(Math.abs(sane.x) <= MAX_COORDINATE && Math.abs(sane.y) <= MAX_COORDINATE)) {
        this.counters.samplesDropped++;
        continue;
      }
      if (advanceClock) this.lastTimeStamp = sane.timeStamp;
      clean.push(sane);
    }
    return clean;
  }

  /** `received` is the batch's sample count before cleaning: the per-stroke counter counts every sample. */
  private onDown(header: InputBatchHeader, samples: CleanSample[], received: number): void {
    const { pointerId, pointerType } = header;
    if (this.rejectedPointers.has(pointerId)) return;
    const isTouch = pointerType === 'touch';
    if (isPalmContact(header) || (isTouch && isTouchNearPenActivity(this.lastTimeStamp, this.lastPenTime))) {
      this.rejectedPointers.add(pointerId);
      return;
    }
    if (this.gesture) {
      if (this.gesture.pointerId === pointerId) return;
      // A pen landing while a touch draws: the touch was the writing hand's palm.
      const touchGesture = this.gesture instanceof PendingTouch || this.gesture.pointerType === 'touch';
      if (pointerType !== 'pen' || !touchGesture) return;
      this.rejectedPointers.add(this.gesture.pointerId);
      this.discard();
    }
    if (pointerType === 'mouse' && (header.buttons & PRIMARY_BUTTON) === 0) return;
    this.counters.currentStrokeSamples = received;
    if (this.host.eraserMode() || (header.buttons & PEN_ERASER_BUTTON) !== 0) {
      this.gesture = new EraseGesture(pointerId, pointerType);
      this.host.beginErase();
    } else if (isTouch) {
      this.gesture = new PendingTouch(pointerId);
    } else {
      this.gesture = this.newDrawGesture(pointerId, pointerType, samples[0]?.timeStamp ?? this.lastTimeStamp);
    }
    this.feed(samples);
  }

  private onMove(header: InputBatchHeader, samples: CleanSample[]): void {
    if (!this.gesture || this.gesture.pointerId !== header.pointerId) return;
    if (isPalmContact(header)) {
      // The contact grew into a palm mid-gesture: drop what it drew.
      this.rejectedPointers.add(header.pointerId);
      this.discard();
      return;
    }
    this.feed(samples);
  }

  private onUp(header: InputBatchHeader): void {
    this.rejectedPointers.delete(header.pointerId);
    const gesture = this.gesture;
    if (!gesture || gesture.pointerId !== header.pointerId) return;
    this.gesture = null;
    this.changed = true;
    if (gesture instanceof EraseGesture) {
      this.host.endErase();
    } else if (gesture instanceof DrawGesture) {
      const stroke = gesture.commit();
      if (stroke) {
        this.host.commitStroke(stroke);
        this.counters.strokesCommitted++;
        this.counters.lastStrokeSamples = this.counters.currentStrokeSamples;
      }
    }
  }

  private onCancel(header: InputBatchHeader): void {
    this.rejectedPointers.delete(header.pointerId);
    if (this.gesture?.pointerId === header.pointerId) this.discard();
  }

  private newDrawGesture(
    pointerId: number,
    pointerType: InputBatchHeader['pointerType'],
    startTime: number,
  ): DrawGesture {
    return new DrawGesture(
      pointerId,
      pointerType,
      this.host.penStyle(),
      this.host.pressureCurve(),
      startTime,
    );
  }

  private feed(samples: CleanSample[]): void {
    let gesture = this.gesture;
    for (const sample of samples) {
      if (gesture instanceof PendingTouch) {
        if (!gesture.add(sample)) continue;
        // Moved far enough: the touch is a finger drawing. Replay what it collected.
        const waiting = gesture.samples;
        gesture = this.newDrawGesture(gesture.pointerId, 'touch', waiting[0]?.timeStamp ?? sample.timeStamp);
        this.gesture = gesture;
        for (const collected of waiting) gesture.add(collected);
      } else if (gesture instanceof DrawGesture) {
        gesture.add(sample);
      } else if (gesture instanceof EraseGesture) {
        const sweep = gesture.moveTo(sample.x, sample.y);
        this.host.erase(eraserPath(sweep.fromX, sweep.fromY, sweep.toX, sweep.toY, this.host.eraserRadius()));
      }
    }
    if (samples.length > 0) this.changed = true;
  }
}
