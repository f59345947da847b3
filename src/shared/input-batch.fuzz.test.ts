import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeInputBatch,
  encodeInputBatch,
  INPUT_BATCH_HEADER_LENGTH,
  INPUT_PHASES,
  INPUT_SAMPLE_STRIDE,
  POINTER_TYPES,
  realSampleCount,
} from './input-batch';
import { readInputMessage } from './input-message';
import { fuzzRuns, fuzzTimeout } from './testing/fuzz-runs';

/** Any double, weighted towards the values that break decoders. */
const anyDouble = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, 1, 2, 3, 4, 2 ** 53, -1),
  fc.integer({ min: -2, max: 8 }),
);

const header = fc.record({
  phase: fc.constantFrom(...INPUT_PHASES),
  pointerId: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  pointerType: fc.constantFrom(...POINTER_TYPES),
  buttons: fc.integer({ min: 0, max: 63 }),
  width: fc.double({ min: 0, max: 500, noNaN: true }),
  height: fc.double({ min: 0, max: 500, noNaN: true }),
  predicted: fc.boolean(),
});
const sample = fc.record({
  x: anyDouble,
  y: anyDouble,
  pressure: anyDouble,
  tiltX: anyDouble,
  tiltY: anyDouble,
  timeStamp: anyDouble,
});
const encoded = fc.tuple(header, fc.array(sample, { maxLength: 8 })).map(([h, s]) => encodeInputBatch(h, s));

/** Encoded batches with a few slots overwritten, cut short or grown. */
const mutated = fc
  .tuple(encoded, fc.array(fc.tuple(fc.nat(), anyDouble), { maxLength: 4 }), fc.integer({ min: -7, max: 7 }))
  .map(([batch, writes, grow]) => {
    const copy = new Float64Array(Math.max(0, batch.length + grow));
    copy.set(batch.subarray(0, copy.length));
    for (const [at, value] of writes) if (copy.length > 0) copy[at % copy.length] = value;
    return copy;
  });

const batches = fc.oneof(
  encoded,
  mutated,
  fc.array(anyDouble, { maxLength: 40 }).map((values) => Float64Array.from(values)),
);

describe('input batch decoding (fuzz)', () => {
  it(
    'never throws: gives null or a batch whose header is readable and whose samples fill it',
    () => {
      fc.assert(
        fc.property(batches, (batch) => {
          const decoded = decodeInputBatch(batch);
          if (decoded === null) return;
          const { header: read, samples } = decoded;
          expect(INPUT_PHASES).toContain(read.phase);
          expect(POINTER_TYPES).toContain(read.pointerType);
          for (const value of [read.pointerId, read.buttons, read.width, read.height])
            expect(Number.isFinite(value)).toBe(true);
          expect(INPUT_BATCH_HEADER_LENGTH + samples.length * INPUT_SAMPLE_STRIDE).toBe(batch.length);
          expect(realSampleCount(batch)).toBe(read.predicted ? 0 : samples.length);
          // What decodes encodes back to the same slots (a header value outside its enum aside).
          expect(encodeInputBatch(read, samples).subarray(INPUT_BATCH_HEADER_LENGTH)).toEqual(
            batch.subarray(INPUT_BATCH_HEADER_LENGTH),
          );
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(30_000),
  );

  it(
    'reads any message the worker may receive without throwing',
    () => {
      const messages = fc.oneof(
        fc.anything(),
        fc.array(batches, { maxLength: 3 }).map((list) => ({ 'quietline.input': list })),
        fc.record({ 'quietline.input': fc.anything() }),
        fc.record({ 'quietline.inputRing': fc.anything(), 'quietline.inputWake': fc.anything() }),
      );
      fc.assert(
        fc.property(messages, (message) => {
          const read = readInputMessage(message);
          if (read?.kind === 'batches')
            for (const batch of read.batches) expect(batch).toBeInstanceOf(Float64Array);
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(30_000),
  );
});
