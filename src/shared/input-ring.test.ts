import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeInputBatch, encodeInputBatch, inputBatchLength, type InputSample } from './input-batch';
import { createInputRing, InputRingReader, InputRingWriter, type atomicsWaitAsync } from './input-ring';
import { expectedRecord, recordEvents } from './testing/input-ring-records';

const pen = { pointerId: 4, pointerType: 'pen', buttons: 1, width: 1, height: 1 };

/** A writer and a reader on one ring, in this thread; `wakes` and `posts` count the wake-ups. */
function ring(slots: number, waitAsync?: ReturnType<typeof atomicsWaitAsync>) {
  const buffer = createInputRing(slots);
  const counts = { wakes: 0, posts: 0 };
  const writer = new InputRingWriter(buffer, () => counts.posts++);
  const reader =
    waitAsync === undefined
      ? new InputRingReader(buffer, () => counts.wakes++)
      : new InputRingReader(buffer, () => counts.wakes++, waitAsync);
  const taken: Float64Array[] = [];
  const drain = (handled = Number.POSITIVE_INFINITY) => reader.drain(handled, (batch) => taken.push(batch));
  return { writer, reader, counts, taken, drain };
}

/** Writes record `index` (see expectedRecord) if it fits; returns whether it did. */
function writeRecord(writer: InputRingWriter, index: number, sequence = 0): boolean {
  const events = recordEvents(index);
  if (!writer.hasRoom(inputBatchLength(events.length), 1)) return false;
  writer.writePointer(sequence, 'move', pen, events, { left: 0, top: 0 }, false);
  writer.publish();
  return true;
}

const samplesOf = (batch: Float64Array | undefined) => (batch ? decodeInputBatch(batch)?.samples : undefined);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('input ring', () => {
  it('hands records over in order, each as the batch the codec reads', () => {
    const { writer, taken, drain } = ring(256);
    for (let i = 0; i < 5; i++) writeRecord(writer, i);
    expect(drain()).toBe(5);
    expect(taken.map(samplesOf)).toEqual([0, 1, 2, 3, 4].map((i) => expectedRecord(i).samples));
    expect(decodeInputBatch(taken[3] as Float64Array)?.header).toMatchObject({ phase: 'move', pointerId: 4 });
    expect(drain()).toBe(0);
  });

  it('keeps records whole across the end of the ring, again and again', () => {
    // 64 slots: records of 10 to 34 slots wrap around at every few.
    const { writer, taken, drain } = ring(64);
    let written = 0;
    for (let round = 0; round < 200; round++) {
      while (writeRecord(writer, written)) written++;
      drain();
    }
    expect(written).toBeGreaterThan(400);
    expect(taken).toHaveLength(written);
    taken.forEach((batch, i) => expect(samplesOf(batch)).toEqual(expectedRecord(i).samples));
  });

  it('refuses a record that does not fit, writes nothing of it, and takes it once there is room', () => {
    const { writer, reader, taken, drain } = ring(32);
    // Record 4 takes 2 + 8 + 24 = 34 slots: never fits in 32.
    expect(writeRecord(writer, 4)).toBe(false);
    expect(reader.pending).toBe(false);
    // Record 2 takes 22 slots; a second does not fit beside it.
    expect(writeRecord(writer, 2)).toBe(true);
    expect(writer.hasRoom(inputBatchLength(2), 1)).toBe(false);
    expect(writeRecord(writer, 2)).toBe(false);
    // Exactly full: 22 + 10 slots.
    expect(writer.hasRoom(inputBatchLength(0), 1)).toBe(true);
    expect(writer.hasRoom(inputBatchLength(0) + 1, 1)).toBe(false);
    expect(writeRecord(writer, 0)).toBe(true);
    expect(drain()).toBe(2);
    expect(writeRecord(writer, 2)).toBe(true);
    expect(drain()).toBe(1);
    expect(taken.map(samplesOf)).toEqual([2, 0, 2].map((i) => expectedRecord(i).samples));
  });

  it('holds a record back until the messages posted before it are handled, and never skips it', () => {
    const { writer, taken, drain } = ring(256);
    writeRecord(writer, 1, 0);
    writeRecord(writer, 2, 1);
    writeRecord(writer, 3, 0);
    expect(drain(0)).toBe(1);
    // Record 3 waits behind record 2, though its own messages are handled.
    expect(drain(0)).toBe(0);
    expect(drain(1)).toBe(2);
    expect(taken.map(samplesOf)).toEqual([1, 2, 3].map((i) => expectedRecord(i).samples));
  });

  it('copies encoded batches in whole', () => {
    const { writer, taken, drain } = ring(64);
    const samples: InputSample[] = [{ x: 1, y: 2, pressure: 0.5, tiltX: 3, tiltY: 4, timeStamp: 5 }];
    const header = {
      phase: 'down',
      pointerId: 9,
      pointerType: 'touch',
      buttons: 0,
      width: 2,
      height: 3,
    } as const;
    const batch = encodeInputBatch({ ...header, predicted: true }, samples);
    expect(writer.hasRoom(batch.length, 1)).toBe(true);
    writer.writeBatch(0, batch);
    writer.publish();
    drain();
    expect(taken).toEqual([batch]);
  });

  it('drops the rest of a stream it cannot read instead of reading past the head', () => {
    const buffer = createInputRing(64);
    const writer = new InputRingWriter(buffer, () => {});
    writeRecord(writer, 1);
    // Corrupt the first record's length (slot 0, after 64 bytes of control words).
    new Float64Array(buffer, 64)[0] = 1e9;
    const reader = new InputRingReader(buffer, () => {});
    expect(reader.drain(Number.POSITIVE_INFINITY, () => {})).toBe(0);
    expect(reader.pending).toBe(false);
    expect(writeRecord(writer, 2)).toBe(true);
    const taken: Float64Array[] = [];
    reader.drain(Number.POSITIVE_INFINITY, (batch) => taken.push(batch));
    expect(taken.map(samplesOf)).toEqual([expectedRecord(2).samples]);
  });

  it('needs a power-of-two size', () => {
    expect(() => createInputRing(100)).toThrow(RangeError);
    expect(() => createInputRing(8)).toThrow(RangeError);
    expect(createInputRing(16).byteLength).toBe(64 + 16 * 8);
  });

  it('loses and reorders nothing, whatever the order of writes and drains (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(16, 32, 64, 128),
        fc.array(
          fc.oneof(
            fc.nat(40).map((n) => ({ write: n })),
            fc.constant({ write: -1 }),
          ),
          { maxLength: 300 },
        ),
        (slots, steps) => {
          const { writer, taken, drain } = ring(slots);
          const accepted: number[] = [];
          for (const step of steps) {
            if (step.write < 0) drain();
            else if (writeRecord(writer, step.write)) accepted.push(step.write);
          }
          drain();
          expect(taken.map(samplesOf)).toEqual(accepted.map((i) => expectedRecord(i).samples));
        },
      ),
    );
  });
});

describe('waking the reader', () => {
  it('wakes a reader asleep in Atomics.waitAsync once, at the first publish', async () => {
    const { writer, reader, counts, drain } = ring(256);
    drain();
    reader.sleep();
    reader.sleep();
    await flush();
    expect(counts.wakes).toBe(0);
    writeRecord(writer, 1);
    writeRecord(writer, 2);
    // The notify settles the wait as a task of its own, perhaps after a timer: wait for the wake.
    await vi.waitFor(() => expect(counts.wakes).toBe(1));
    expect(counts.posts).toBe(0);
    expect(drain()).toBe(2);
  });

  it('wakes at once a reader going to sleep after a publish it has not drained', async () => {
    const { writer, reader, counts, drain } = ring(256);
    drain();
    writeRecord(writer, 1);
    reader.sleep();
    await flush();
    expect(counts.wakes).toBe(1);
    expect(drain()).toBe(1);
  });

  it('does not wake a reader that is awake: a publish then costs no notify and no message', async () => {
    const { writer, counts } = ring(256);
    for (let i = 0; i < 10; i++) writeRecord(writer, i);
    await flush();
    expect(counts).toEqual({ wakes: 0, posts: 0 });
  });

  it('without Atomics.waitAsync, asks for one wake-up message at a time', () => {
    const { writer, reader, counts, drain } = ring(256, null);
    drain();
    reader.sleep();
    for (let i = 0; i < 3; i++) writeRecord(writer, i);
    expect(counts.posts).toBe(1);
    // Asleep again before the message arrived: the one on its way will do.
    drain();
    reader.sleep();
    writeRecord(writer, 3);
    expect(counts.posts).toBe(1);
    reader.woken();
    drain();
    reader.sleep();
    writeRecord(writer, 4);
    expect(counts.posts).toBe(2);
    expect(counts.wakes).toBe(0);
  });

  it('is handed every record by a reader on another thread, which sleeps whenever the ring is empty', async () => {
    const buffer = createInputRing(256);
    const total = 20_000;
    const consumer = new Worker(new URL('./testing/input-ring-consumer.mjs', import.meta.url), {
      workerData: { ring: buffer, total },
    });
    let stopped = false;
    const answer = new Promise<{ received: number; error: string | null }>((resolve, reject) => {
      consumer.once('message', resolve);
      consumer.once('error', reject);
      consumer.once('exit', (code) => reject(new Error(`the reader thread exited with ${code}`)));
    }).finally(() => {
      stopped = true;
    });
    const writer = new InputRingWriter(buffer, () => {
      throw new Error('the reader has Atomics.waitAsync: no wake-up message');
    });
    for (let i = 0; i < total && !stopped; i++) {
      // The reader frees room on its own thread; a full ring yields this one a turn meanwhile.
      while (!writeRecord(writer, i) && !stopped) await new Promise(setImmediate);
    }
    expect(await answer).toEqual({ received: total, error: null });
    await consumer.terminate();
  });
});
