import { MAX_COORDINATE } from '../../../src/shared/canvas/limits';
import { decodeInputBatch, type InputBatchHeader, type InputSample } from '../../../src/shared/input-batch';
import { Idle } from './idle';
import {
  freshInputCounters,
  type InputContext,
  type InputCounters,
  type InputHost,
  type InputState,
  type InputStateNode,
  type LiveStroke,
} from './input-state';
import { isPalmContact, isTouchNearPenActivity } from './palm-rejection';
import { sanitizeSample, type CleanSample } from './sanitize-sample';

/** What handling a batch did: its header, and whether anything visible changed. */
export interface InputResult {
  header: InputBatchHeader;
  changed: boolean;
}

/**
 * Routes pointer batches into the input state machine: idle → pending (a touch that has not
 * moved 3 units yet) → drawing or erasing → idle. The states (idle.ts, pending-touch.ts,
 * draw-gesture.ts, erase-gesture.ts) own their transitions; the router decodes, cleans and maps
 * samples into document units, counts them, applies palm rejection, and hands the current state
 * the events of its pointer.
 */
export class InputRouter {
  readonly counters: InputCounters = freshInputCounters();
  private readonly context: InputContext;
  private current: InputStateNode;
  private readonly rejectedPointers = new Set<number>();
  private lastPenTime = -Infinity;
  private lastTimeStamp = 0;
  private changed = false;

  constructor(host: InputHost) {
    const idle = new Idle();
    this.context = { host, counters: this.counters, idle };
    this.current = idle;
  }

  get state(): InputState {
    return this.current.id;
  }

  /** The stroke being drawn, if any. */
  get drawing(): LiveStroke | null {
    return this.current.liveStroke;
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
      if (this.current.pointerId === header.pointerId) this.counters.currentStrokeSamples += samples.length;
      for (const sample of samples)
        if (sample.timeStamp > this.counters.lastSampleTime) this.counters.lastSampleTime = sample.timeStamp;
    }
    const clean = this.cleanSamples(samples, !header.predicted);
    if (header.pointerType === 'pen') this.lastPenTime = this.lastTimeStamp;

    if (header.predicted) {
      if (this.current.pointerId === header.pointerId) this.changed = this.current.onPredicted(clean);
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
    const next = this.current.onDiscard(this.context);
    if (next !== this.current) this.changed = true;
    this.current = next;
  }

  /**
   * Sanitises samples and maps them from CSS px to document units (one transform per batch).
   * Predicted samples carry future timestamps, so they do not advance the clock (`advanceClock`
   * false): the next real sample would otherwise be pushed into their future.
   */
  private cleanSamples(samples: readonly InputSample[], advanceClock: boolean): CleanSample[] {
    const clean: CleanSample[] = [];
    const [k, tx, ty] = this.context.host.documentTransform();
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
    const { pointerId, pointerType, buttons } = header;
    if (this.rejectedPointers.has(pointerId)) return;
    const isTouch = pointerType === 'touch';
    if (isPalmContact(header) || (isTouch && isTouchNearPenActivity(this.lastTimeStamp, this.lastPenTime))) {
      this.rejectedPointers.add(pointerId);
      return;
    }
    const active = this.current;
    if (pointerType === 'pen' && active.pointerType === 'touch' && active.pointerId !== pointerId) {
      // A pen landing while a touch draws: the touch was the writing hand's palm.
      if (active.pointerId !== null) this.rejectedPointers.add(active.pointerId);
      this.discard();
    }
    const before = this.current;
    this.current = before.onDown(
      { pointerId, pointerType, buttons, samples, received, time: this.lastTimeStamp },
      this.context,
    );
    if (this.current !== before && samples.length > 0) this.changed = true;
  }

  private onMove(header: InputBatchHeader, samples: CleanSample[]): void {
    if (this.current.pointerId !== header.pointerId) return;
    if (isPalmContact(header)) {
      // The contact grew into a palm mid-gesture: drop what it drew.
      this.rejectedPointers.add(header.pointerId);
      this.discard();
      return;
    }
    this.current = this.current.onSamples(samples, this.context);
    if (samples.length > 0) this.changed = true;
  }

  private onUp(header: InputBatchHeader): void {
    this.rejectedPointers.delete(header.pointerId);
    if (this.current.pointerId !== header.pointerId) return;
    this.current = this.current.onUp(this.context);
    this.changed = true;
  }

  private onCancel(header: InputBatchHeader): void {
    this.rejectedPointers.delete(header.pointerId);
    if (this.current.pointerId === header.pointerId) this.discard();
  }
}
