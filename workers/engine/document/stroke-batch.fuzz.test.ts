import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StrokeSchema, type Stroke } from '../../../src/shared/canvas/stroke';
import { fuzzRuns, fuzzTimeout } from '../../../src/shared/testing/fuzz-runs';
import { jsonSchemaArbitrary, type JsonSchema } from '../../../src/shared/testing/json-schema-arbitrary';
import { packStroke, POINT_FIELDS, unpackStroke } from './packed-stroke';
import { batchStrokes, strokesOfBatch, type StrokeBatch } from './stroke-batch';

const strokes = fc.array(
  jsonSchemaArbitrary(z.toJSONSchema(StrokeSchema, { io: 'input' }) as JsonSchema, {
    nowMs: 0,
  }) as fc.Arbitrary<Stroke>,
  { maxLength: 5 },
);

/** One change to a received batch: what a bug or a hostile sender could hand the engine. */
const batchEdit = fc.oneof(
  fc.record({ array: fc.constantFrom('starts' as const, 'styleOf' as const), at: fc.nat(), value: fc.nat() }),
  fc.record({
    cut: fc.constantFrom('points' as const, 'starts' as const, 'styleOf' as const, 'styles' as const),
    by: fc.nat({ max: 12 }),
  }),
);
type BatchEdit = typeof batchEdit extends fc.Arbitrary<infer E> ? E : never;

function edited(batch: StrokeBatch, edit: BatchEdit): StrokeBatch {
  if ('cut' in edit) {
    const list = batch[edit.cut];
    return { ...batch, [edit.cut]: list.slice(0, Math.max(0, list.length - edit.by)) };
  }
  const copy = batch[edit.array].slice();
  if (copy.length > 0) copy[edit.at % copy.length] = edit.value;
  return { ...batch, [edit.array]: copy };
}

describe('stroke batches (fuzz)', () => {
  it(
    'unpack what they packed into strokes the document schema accepts',
    () => {
      fc.assert(
        fc.property(strokes, (list) => {
          const unpacked = strokesOfBatch(batchStrokes(list)).map(unpackStroke);
          expect(unpacked).toEqual(list.map((stroke) => unpackStroke(packStroke(stroke))));
          for (const stroke of unpacked) expect(StrokeSchema.safeParse(stroke).success).toBe(true);
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(60_000),
  );

  it(
    'refuse a broken batch with their own error, or read strokes that cover its points exactly',
    () => {
      fc.assert(
        fc.property(strokes, fc.array(batchEdit, { minLength: 1, maxLength: 3 }), (list, edits) => {
          const batch = edits.reduce(edited, batchStrokes(list));
          let read;
          try {
            read = strokesOfBatch(batch);
          } catch (error) {
            expect((error as Error).message).toBe('A stroke batch does not add up');
            return;
          }
          expect(read).toHaveLength(batch.styleOf.length);
          expect(read.reduce((sum, stroke) => sum + stroke.data.length, 0)).toBe(batch.points.length);
          for (const stroke of read) {
            expect(stroke.data.length % POINT_FIELDS).toBe(0);
            expect(batch.styles).toContainEqual({
              tool: stroke.tool,
              size: stroke.size,
              color: stroke.color,
              toolParams: stroke.toolParams,
            });
          }
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(60_000),
  );
});
