import type { InputStats } from '../../src/shared/canvas/engine-diagnostics';
import { realSampleCount } from '../../src/shared/input-batch';
import { readInputMessage } from '../../src/shared/input-message';
import { InputRingReader } from '../../src/shared/input-ring';

/** What the intake feeds. */
export interface InputSink {
  /** Hands one encoded batch to the engine (nothing else: the caller asks for frames). */
  ingest(batch: Float64Array): void;
  /** Input was ingested outside a frame: ask for a frame and a draft. */
  changed(): void;
  /** Records wait in the ring: ask for a frame, which drains them. */
  requestFrame(): void;
}

/**
 * Frames the worker keeps looking at the ring after the last record it took, before it sleeps.
 * A moving pen writes every few ms, and waking a sleeping worker costs the page an Atomics.notify
 * on the event (10–20 µs in Chromium, more than the rest of its handling): between the samples of
 * a stroke, a look at each frame is cheaper for both sides.
 */
const WATCH_FRAMES = 4;

/**
 * Where pointer input enters the worker (ADR 028): the input ring when the page sent one before
 * init, else one-way messages (ADR 010). Every message on the worker's port passes through here
 * twice, before and after it is handled, to keep the ring in order with it: before a message,
 * the records the page wrote before posting it are taken; a record written after it waits until
 * it has been handled. Counts what came which way for the diagnostics.
 */
export class InputIntake {
  private reader: InputRingReader | null = null;
  /** Messages on the port handled so far (the page counts the ones it posted the same way). */
  private handled = 0;
  private readonly counts = { ringSamples: 0, messageSamples: 0, ringFullFallbacks: 0, wakeMessages: 0 };
  /** Frames since a frame last took records from the ring. */
  private framesSinceInput = WATCH_FRAMES;

  constructor(private readonly sink: InputSink) {}

  /**
   * Called for every message before anyone handles it. Takes the ring's records due before it,
   * then the message itself if it is input (returns true: nobody else must see it).
   */
  beforeMessage(data: unknown): boolean {
    if (this.takeRing() > 0) this.sink.changed();
    const message = readInputMessage(data);
    if (!message) return false;
    if (message.kind === 'ring') {
      // Chosen once: a second ring would split the stream in two.
      this.reader ??= new InputRingReader(message.ring, () => this.sink.requestFrame());
    } else if (message.kind === 'wake') {
      this.counts.wakeMessages++;
      this.reader?.woken();
      this.sink.requestFrame();
    } else {
      // With a ring, a message carries an event that found the ring full.
      if (this.reader) this.counts.ringFullFallbacks++;
      for (const batch of message.batches) {
        this.counts.messageSamples += realSampleCount(batch);
        this.sink.ingest(batch);
      }
      this.sink.changed();
    }
    this.afterMessage();
    return true;
  }

  /** Called for every message the intake did not take, once it has been handled (Comlink's). */
  afterMessage(): void {
    this.handled++;
    // Records held back for this message may go now.
    if (this.reader?.pending) this.sink.requestFrame();
  }

  /** At the start of each frame: takes every record that is due. Returns how many batches. */
  drain(): number {
    const taken = this.takeRing();
    this.framesSinceInput = taken > 0 ? 0 : this.framesSinceInput + 1;
    return taken;
  }

  /**
   * At the end of a frame that owes no other: true to look at the ring again next frame (for
   * WATCH_FRAMES after the last record), else the ring wakes the worker when the page writes.
   */
  watchNextFrame(): boolean {
    if (this.watching) return true;
    this.reader?.sleep();
    return false;
  }

  /** Frames run only to look at the ring: nothing is owed for them. */
  get watching(): boolean {
    return this.reader !== null && this.framesSinceInput < WATCH_FRAMES;
  }

  /** Records wait in the ring (due or held back). */
  get pending(): boolean {
    return this.reader?.pending ?? false;
  }

  stats(): InputStats {
    return { path: this.reader ? 'shared-memory' : 'messages', ...this.counts };
  }

  private takeRing(): number {
    if (!this.reader) return 0;
    return this.reader.drain(this.handled, (batch) => {
      this.counts.ringSamples += realSampleCount(batch);
      this.sink.ingest(batch);
    });
  }
}
