import { describe, expect, it } from 'vitest';
import {
  decodeInputBatch,
  encodeInputBatch,
  INPUT_BATCH_HEADER_LENGTH,
  INPUT_SAMPLE_STRIDE,
  samplesFromEvents,
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

  it('makes samples relative to the canvas element', () => {
    const events = [{ clientX: 110, clientY: 60, pressure: 0.3, tiltX: 1, tiltY: 2, timeStamp: 5 }];
    expect(samplesFromEvents(events, 100, 50)).toEqual([
      { x: 10, y: 10, pressure: 0.3, tiltX: 1, tiltY: 2, timeStamp: 5 },
    ]);
  });
});
