import { describe, expect, it, vi } from 'vitest';
import { decodeInputBatch, encodeInputBatch } from '../../src/shared/input-batch';
import { INPUT_WAKE_MESSAGE, inputMessage, inputRingMessage } from '../../src/shared/input-message';
import { createInputRing, InputRingWriter } from '../../src/shared/input-ring';
import { InputIntake } from './input-intake';

/** A one-sample pen batch named by its x; predicted batches only extend the drawn tip. */
function batch(x: number, predicted = false): Float64Array {
  return encodeInputBatch(
    { phase: 'move', pointerId: 1, pointerType: 'pen', buttons: 1, width: 1, height: 1, predicted },
    [{ x, y: 0, pressure: 0.5, tiltX: 0, tiltY: 0, timeStamp: x }],
  );
}

const call = (name: string) => ({ type: 'APPLY', path: ['engine', name] });

/**
 * The worker's intake with a sink that logs what reaches the engine, and both ends of the port
 * between: the page posts (counted, as CountingPort counts) and writes records stamped with that
 * count; `deliver` hands the worker the oldest message in flight as canvas.worker.ts does — the
 * intake first, then Comlink (logged as the call's name), then the intake again.
 */
function setup({ ring = true } = {}) {
  const log: Array<number | string> = [];
  const calls = { changed: 0, frames: 0 };
  const intake = new InputIntake({
    ingest: (data) => log.push(decodeInputBatch(data)?.samples[0]?.x ?? Number.NaN),
    changed: () => calls.changed++,
    requestFrame: () => calls.frames++,
  });
  const inFlight: unknown[] = [];
  let posted = 0;
  const post = (data: unknown) => {
    inFlight.push(data);
    posted++;
  };
  const deliver = () => {
    const data = inFlight.shift();
    if (intake.beforeMessage(data)) return;
    log.push((data as { path: string[] }).path[1] ?? '?');
    intake.afterMessage();
  };
  const buffer = createInputRing(256);
  const writer = new InputRingWriter(buffer, () => post(INPUT_WAKE_MESSAGE));
  if (ring) {
    post(inputRingMessage(buffer));
    deliver();
  }
  const write = (...batches: Float64Array[]) => {
    for (const each of batches) writer.writeBatch(posted, each);
    writer.publish();
  };
  return { intake, log, calls, post, deliver, write, buffer };
}

describe('InputIntake', () => {
  it('takes the ring the page sends before init, and says which path it is on', () => {
    expect(setup({ ring: false }).intake.stats().path).toBe('messages');
    const { intake, write, log } = setup();
    expect(intake.stats().path).toBe('shared-memory');
    write(batch(1), batch(2, true));
    expect(intake.pending).toBe(true);
    expect(intake.drain()).toBe(2);
    expect(log).toEqual([1, 2]);
    expect(intake.pending).toBe(false);
    expect(intake.stats()).toMatchObject({ ringSamples: 1, messageSamples: 0, ringFullFallbacks: 0 });
  });

  it('holds a record written after a call until the worker has handled that call', () => {
    const { intake, write, post, deliver, log, calls } = setup();
    write(batch(1));
    post(call('setView'));
    write(batch(2));
    // A frame runs before the call's message arrives: record 2 must wait for it.
    intake.drain();
    expect(log).toEqual([1]);
    expect(intake.pending).toBe(true);
    const frames = calls.frames;
    deliver();
    expect(calls.frames).toBe(frames + 1);
    intake.drain();
    expect(log).toEqual([1, 'setView', 2]);
  });

  it('takes the records written before a call ahead of it, even with no frame between', () => {
    const { write, post, deliver, log, calls } = setup();
    write(batch(1), batch(2));
    post(call('setPen'));
    write(batch(3));
    post(call('undo'));
    deliver();
    deliver();
    expect(log).toEqual([1, 2, 'setPen', 3, 'undo']);
    expect(calls.changed).toBe(2);
  });

  it('keeps an event sent as a message (a full ring) between the records written around it', () => {
    const { intake, write, post, deliver, log } = setup();
    write(batch(1));
    post(inputMessage([batch(2), batch(3, true)]));
    write(batch(4));
    intake.drain();
    deliver();
    intake.drain();
    expect(log).toEqual([1, 2, 3, 4]);
    expect(intake.stats()).toMatchObject({ ringSamples: 2, messageSamples: 1, ringFullFallbacks: 1 });
  });

  it('takes input messages alone where there is no ring (ADR 010)', () => {
    const { intake, post, deliver, log, calls } = setup({ ring: false });
    post(inputMessage([batch(1), batch(2)]));
    post(call('clear'));
    deliver();
    deliver();
    expect(log).toEqual([1, 2, 'clear']);
    expect(calls.changed).toBe(1);
    expect(intake.stats()).toEqual({
      path: 'messages',
      ringSamples: 0,
      messageSamples: 2,
      ringFullFallbacks: 0,
      wakeMessages: 0,
    });
  });

  it('looks at the ring for a few frames after the last record, then sleeps until the page writes', async () => {
    const { intake, write, calls } = setup();
    expect(intake.watchNextFrame()).toBe(false);
    write(batch(1));
    intake.drain();
    let watched = 0;
    while (intake.watchNextFrame()) {
      watched++;
      intake.drain();
    }
    expect(watched).toBe(4);
    expect(intake.watching).toBe(false);
    expect(calls.frames).toBe(0);
    // Asleep: the page's next write wakes it (Atomics.waitAsync), and it asks for a frame.
    write(batch(2));
    // The notify settles the wait as a task of its own, after a timer perhaps: wait for the frame asked.
    await vi.waitFor(() => expect(calls.frames).toBe(1));
  });

  it('asks for a frame at a wake-up message, and keeps the first ring it was given', () => {
    const { intake, write, post, deliver, log, calls } = setup();
    post(INPUT_WAKE_MESSAGE);
    deliver();
    expect(calls.frames).toBe(1);
    expect(intake.stats().wakeMessages).toBe(1);
    post(inputRingMessage(createInputRing(64)));
    deliver();
    write(batch(5));
    intake.drain();
    expect(log).toEqual([5]);
  });
});
