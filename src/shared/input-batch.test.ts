import { describe, expect, it } from 'vitest';
import {
  decodeInputBatch,
  encodeInputBatch,
  INPUT_BATCH_HEADER_LENGTH,
  INPUT_SAMPLE_STRIDE,
  inputBatchLength,
  writePointerBatch,
  type InputBatchHeader,
  type InputSample,
} from './input-batch';

const header: InputBatchHeader = {
  phase: 'move',
  pointerId: 7,
  pointerType: 'pen',
  buttons: 1,
  width: 1.5,
  height: 2.5,
  predicted: false,
};
const samples: InputSample[] = [
  { x: 10.25, y: 20.5, pressure: 0.42, tiltX: -12, tiltY: 30, timeStamp: 1234.567 },
  { x: 11, y: 21, pressure: 0.5, tiltX: 0, tiltY: 0, timeStamp: 1238.9 },
];

describe('input batch codec', () => {
  it('round-trips a header and every sample', () => {
    const batch = encodeInputBatch(header, samples);
    expect(batch).toBeInstanceOf(Float64Array);
    expect(batch.length).toBe(INPUT_BATCH_HEADER_LENGTH + 2 * INPUT_SAMPLE_STRIDE);
    expect(decodeInputBatch(batch)).toEqual({ header, samples });
  });

  it('round-trips every phase, pointer type and the predicted flag', () => {
    for (const phase of ['down', 'move', 'up', 'cancel'] as const) {
      for (const pointerType of ['mouse', 'pen', 'touch'] as const) {
        const value = { ...header, phase, pointerType, predicted: true };
        expect(decodeInputBatch(encodeInputBatch(value, []))?.header).toEqual(value);
      }
    }
  });

  it('passes non-finite sample values through for the engine to judge', () => {
    const bad = [
      { x: Number.NaN, y: Infinity, pressure: -3, tiltX: 400, tiltY: -Infinity, timeStamp: Number.NaN },
    ];
    const decoded = decodeInputBatch(encodeInputBatch(header, bad));
    expect(decoded?.samples[0]?.x).toBeNaN();
    expect(decoded?.samples[0]?.y).toBe(Infinity);
    expect(decoded?.samples[0]?.pressure).toBe(-3);
  });

  it('refuses unreadable headers', () => {
    expect(decodeInputBatch(new Float64Array(3))).toBeNull();
    const truncated = encodeInputBatch(header, samples).slice(0, -1);
    expect(decodeInputBatch(truncated)).toBeNull();
    const wrongFormat = encodeInputBatch(header, samples);
    wrongFormat[0] = 99;
    expect(decodeInputBatch(wrongFormat)).toBeNull();
    const unknownPhase = encodeInputBatch(header, samples);
    unknownPhase[1] = 9;
    expect(decodeInputBatch(unknownPhase)).toBeNull();
    const nanPointer = encodeInputBatch(header, samples);
    nanPointer[2] = Number.NaN;
    expect(decodeInputBatch(nanPointer)).toBeNull();
  });

  it('writes a pointer event straight from its events, relative to the canvas element', () => {
    const events = [
      { clientX: 110, clientY: 60, pressure: 0.3, tiltX: 1, tiltY: 2, timeStamp: 5 },
      { clientX: 111.5, clientY: 62, pressure: 0.4, tiltX: 3, tiltY: 4, timeStamp: 9 },
    ];
    const pointer = { pointerId: 7, pointerType: 'pen', buttons: 1, width: 1.5, height: 2.5 };
    const batch = new Float64Array(inputBatchLength(events.length));
    writePointerBatch(batch, 0, -1, 'move', pointer, events, 100, 50, true);
    expect(decodeInputBatch(batch)).toEqual({
      header: { ...header, predicted: true },
      samples: [
        { x: 10, y: 10, pressure: 0.3, tiltX: 1, tiltY: 2, timeStamp: 5 },
        { x: 11.5, y: 12, pressure: 0.4, tiltX: 3, tiltY: 4, timeStamp: 9 },
      ],
    });
  });

  it('counts any pointer type but pen and touch as a mouse', () => {
    const batch = new Float64Array(inputBatchLength(0));
    writePointerBatch(batch, 0, -1, 'down', { ...header, pointerType: 'stylus-x' }, [], 0, 0, false);
    expect(decodeInputBatch(batch)?.header.pointerType).toBe('mouse');
  });

  it('wraps around the end of a ring of a power-of-two size', () => {
    const events = [{ clientX: 1, clientY: 2, pressure: 0.5, tiltX: 0, tiltY: 0, timeStamp: 3 }];
    const ring = new Float64Array(16);
    const start = 12;
    writePointerBatch(ring, start, ring.length - 1, 'move', header, events, 0, 0, false);
    const unwrapped = Float64Array.from(
      { length: inputBatchLength(1) },
      (_, i) => ring[(start + i) & 15] ?? 0,
    );
    expect(decodeInputBatch(unwrapped)?.samples).toEqual([
      { x: 1, y: 2, pressure: 0.5, tiltX: 0, tiltY: 0, timeStamp: 3 },
    ]);
    // 14 slots from 12: 12–15, then 0–9; 10 and 11 stay untouched.
    expect([...ring.subarray(10, 12)]).toEqual([0, 0]);
  });
});
