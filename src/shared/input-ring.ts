import type { CanvasOrigin, InputPhase, PointerHeaderSource, PointerSampleSource } from './input-batch';
import { INPUT_BATCH_HEADER_LENGTH, inputBatchLength, writePointerBatch } from './input-batch';

/**
 * Pointer input through shared memory (docs/decisions/028-cross-origin-isolation-and-input-ring.md):
 * a lock-free ring over a SharedArrayBuffer with one writer (the page's pointer handler) and one
 * reader (the canvas worker), so a pointer event costs the page a few stores and no message.
 *
 * Layout: CONTROL_BYTES of Int32 control words, then `capacity` Float64 slots (a power of two).
 * HEAD counts the slots the writer has published and TAIL the slots the reader has taken, both
 * since the start and wrapping at 2^32: `(head - tail) >>> 0` is what the ring holds, and slot
 * n of the stream sits at `n & (capacity - 1)`. Only the writer stores HEAD, only the reader TAIL.
 *
 * A record is [batch length n, sequence, then the n slots of one input batch (input-batch.ts)].
 * The sequence is the number of messages the page had posted on the worker's port before the
 * record: the reader takes a record only once it has handled that many messages, so a record
 * never overtakes a call sent before it (a view change, a pen change, a fallback message).
 */

/** How pointer input reaches the worker, chosen once when the engine starts. */
export type InputPath = 'shared-memory' | 'messages';

const HEAD = 0;
const TAIL = 1;
/** The reader's state, for waking it (below). */
const SLEEP = 2;
/** Control words take one cache line, so the Float64 slots after them stay aligned. */
const CONTROL_BYTES = 64;
/** Slots before each record's batch: its length and its sequence. */
const RING_RECORD_HEADER = 2;

/** The reader is running, or has been woken and will run: the writer does nothing. */
const AWAKE = 0;
/** The reader waits in Atomics.waitAsync on SLEEP: the writer notifies it. */
const WAITING = 1;
/** The reader has no Atomics.waitAsync and waits for a message: the writer posts one. */
const WAITING_FOR_MESSAGE = 2;
/** The writer posted that message and the reader has not had it yet: nobody posts another. */
const WAKE_POSTED = 3;

/** 2^16 slots (512 KB): some 1,500 pen events, several seconds of a 240 Hz pen while the worker is busy. */
const DEFAULT_RING_SLOTS = 1 << 16;

/** A new, empty ring of `slots` Float64 slots (a power of two, at least 16). */
export function createInputRing(slots = DEFAULT_RING_SLOTS): SharedArrayBuffer {
  if (!Number.isInteger(Math.log2(slots)) || slots < 16 || slots > 1 << 30)
    throw new RangeError(`An input ring needs a power-of-two size from 16 to 2^30 slots, not ${slots}`);
  return new SharedArrayBuffer(CONTROL_BYTES + slots * Float64Array.BYTES_PER_ELEMENT);
}

function views(buffer: SharedArrayBuffer): { control: Int32Array; slots: Float64Array } {
  return {
    control: new Int32Array(buffer, 0, CONTROL_BYTES / Int32Array.BYTES_PER_ELEMENT),
    slots: new Float64Array(buffer, CONTROL_BYTES),
  };
}

/**
 * The page's end. Each write checks the room first and writes nothing when the record does not
 * fit, so the caller can send that event as a message instead (ADR 010's path), in order: the
 * records after it carry a higher sequence and wait for it.
 */
export class InputRingWriter {
  private readonly control: Int32Array;
  private readonly slots: Float64Array;
  private readonly mask: number;
  /** Where the next record goes: HEAD, plus what has been written and not yet published. */
  private head: number;

  /** `postWake` posts the one wake-up message a reader without Atomics.waitAsync waits for. */
  constructor(
    buffer: SharedArrayBuffer,
    private readonly postWake: () => void,
  ) {
    ({ control: this.control, slots: this.slots } = views(buffer));
    this.mask = this.slots.length - 1;
    this.head = Atomics.load(this.control, HEAD);
  }

  /** Whether `batchSlots` more slots of batches, in `records` records, fit now. */
  hasRoom(batchSlots: number, records: number): boolean {
    const used = (this.head - Atomics.load(this.control, TAIL)) >>> 0;
    return used + batchSlots + records * RING_RECORD_HEADER <= this.slots.length;
  }

  /** Writes one pointer event's batch (see writePointerBatch) as a record; check hasRoom first. */
  writePointer(
    sequence: number,
    phase: InputPhase,
    pointer: PointerHeaderSource,
    samples: readonly PointerSampleSource[],
    origin: CanvasOrigin,
    predicted: boolean,
  ): void {
    const start = this.beginRecord(sequence, inputBatchLength(samples.length));
    writePointerBatch(
      this.slots,
      start,
      this.mask,
      phase,
      pointer,
      samples,
      origin.left,
      origin.top,
      predicted,
    );
  }

  /** Copies an encoded batch in as a record; check hasRoom first. */
  writeBatch(sequence: number, batch: Float64Array): void {
    const start = this.beginRecord(sequence, batch.length);
    for (let index = 0; index < batch.length; index++)
      this.slots[(start + index) & this.mask] = batch[index] ?? 0;
  }

  /** Shows the records written so far to the reader, and wakes it if it sleeps. */
  publish(): void {
    Atomics.store(this.control, HEAD, this.head);
    const state = Atomics.load(this.control, SLEEP);
    if (state === WAITING) {
      if (Atomics.compareExchange(this.control, SLEEP, WAITING, AWAKE) === WAITING)
        Atomics.notify(this.control, SLEEP);
    } else if (state === WAITING_FOR_MESSAGE) {
      if (
        Atomics.compareExchange(this.control, SLEEP, WAITING_FOR_MESSAGE, WAKE_POSTED) === WAITING_FOR_MESSAGE
      )
        this.postWake();
    }
  }

  /** Writes a record's length and sequence and moves past the whole record; returns where its batch starts. */
  private beginRecord(sequence: number, length: number): number {
    const start = this.head;
    this.slots[start & this.mask] = length;
    this.slots[(start + 1) & this.mask] = sequence;
    this.head = (start + RING_RECORD_HEADER + length) | 0;
    return start + RING_RECORD_HEADER;
  }
}

/** Atomics.waitAsync (ES2024; TypeScript's ES2023 lib does not name it). */
type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
) => { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<'ok' | 'timed-out'> };

/** The runtime's Atomics.waitAsync, or null where it has none (the reader then waits for a message). */
export function atomicsWaitAsync(): WaitAsync | null {
  const waitAsync = (Atomics as { waitAsync?: WaitAsync }).waitAsync;
  return typeof waitAsync === 'function' ? waitAsync.bind(Atomics) : null;
}

/**
 * The worker's end: drains records in order, and when it has nothing to do, sleeps until the
 * writer publishes again — in Atomics.waitAsync, or waiting for the writer's single wake-up
 * message (at most one is ever on its way).
 */
export class InputRingReader {
  private readonly control: Int32Array;
  private readonly slots: Float64Array;
  private readonly mask: number;
  private tail: number;
  /** HEAD as the last drain saw it: a sleep checks that nothing was published since. */
  private seenHead: number;
  /** A waitAsync is pending. */
  private waiting = false;

  /** `wake` runs when the writer published while the reader slept. */
  constructor(
    buffer: SharedArrayBuffer,
    private readonly wake: () => void,
    private readonly waitAsync: WaitAsync | null = atomicsWaitAsync(),
  ) {
    ({ control: this.control, slots: this.slots } = views(buffer));
    this.mask = this.slots.length - 1;
    this.tail = Atomics.load(this.control, TAIL);
    this.seenHead = this.tail;
  }

  /** Records published and not yet taken (some may wait for a message). */
  get pending(): boolean {
    return Atomics.load(this.control, HEAD) !== this.tail;
  }

  /**
   * Hands every published record whose sequence is at most `handled` (the messages handled so
   * far) to `take`, oldest first, and stops at the first younger one. Each batch is a fresh
   * array. A record that cannot be one (a length outside the ring) drops the rest: the stream
   * is lost, but the reader never loops or reads past the head. Returns how many it took.
   */
  drain(handled: number, take: (batch: Float64Array) => void): number {
    const head = Atomics.load(this.control, HEAD);
    this.seenHead = head;
    let taken = 0;
    while (this.tail !== head) {
      const available = (head - this.tail) >>> 0;
      const length = this.slots[this.tail & this.mask] ?? 0;
      if (
        !Number.isInteger(length) ||
        length < INPUT_BATCH_HEADER_LENGTH ||
        length + RING_RECORD_HEADER > available
      ) {
        this.tail = head;
        break;
      }
      if ((this.slots[(this.tail + 1) & this.mask] ?? 0) > handled) break;
      const batch = new Float64Array(length);
      const start = this.tail + RING_RECORD_HEADER;
      for (let index = 0; index < length; index++)
        batch[index] = this.slots[(start + index) & this.mask] ?? 0;
      this.tail = (start + length) | 0;
      take(batch);
      taken++;
    }
    Atomics.store(this.control, TAIL, this.tail);
    return taken;
  }

  /**
   * Nothing left to do: sleep until the writer publishes. Records published since the last drain
   * wake the reader at once. A reader already asleep, or whose wake-up message is on its way,
   * stays as it is.
   */
  sleep(): void {
    if (this.waiting) return;
    const asleep = this.waitAsync ? WAITING : WAITING_FOR_MESSAGE;
    // From AWAKE only: a wake-up message already on its way must not be asked for twice.
    if (Atomics.compareExchange(this.control, SLEEP, AWAKE, asleep) === WAKE_POSTED) return;
    // Published between the last drain and now: the writer may have missed that we sleep.
    if (Atomics.load(this.control, HEAD) !== this.seenHead) {
      if (Atomics.compareExchange(this.control, SLEEP, asleep, AWAKE) === asleep) {
        this.wake();
        return;
      }
      // Otherwise the writer saw us asleep and is waking us (a notify, or its message).
    }
    if (!this.waitAsync) return;
    const result = this.waitAsync(this.control, SLEEP, WAITING);
    if (!result.async) {
      // Woken before we waited.
      this.wake();
      return;
    }
    this.waiting = true;
    void result.value.then(() => {
      this.waiting = false;
      this.wake();
    });
  }

  /** The writer's wake-up message arrived: another may be posted from now on. */
  woken(): void {
    Atomics.compareExchange(this.control, SLEEP, WAKE_POSTED, AWAKE);
  }
}
