import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeInputBatch, INPUT_PHASES, POINTER_TYPES } from '../../src/shared/input-batch';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { outlineStroke } from './nibs/index';
import { TestEngine } from './testing/test-engine';

/** Any double, weighted towards the values that break geometry code. */
const nasty = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0, 1e308, -1e308, 5e-324),
  fc.double({ min: -2000, max: 2000, noNaN: true }),
);

const sample = fc.record({
  x: nasty,
  y: nasty,
  pressure: nasty,
  tiltX: nasty,
  tiltY: nasty,
  timeStamp: nasty,
});
const saneSample = fc.record({
  x: fc.double({ min: 0, max: 1000, noNaN: true }),
  y: fc.double({ min: 0, max: 1000, noNaN: true }),
  pressure: fc.double({ min: -1, max: 2, noNaN: true }),
  tiltX: fc.double({ min: -200, max: 200, noNaN: true }),
  tiltY: fc.double({ min: -200, max: 200, noNaN: true }),
  timeStamp: fc.double({ min: 0, max: 1e6, noNaN: true }),
});

const batch = fc.record({
  phase: fc.constantFrom(...INPUT_PHASES),
  pointerId: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(Number.NaN)),
  pointerType: fc.constantFrom(...POINTER_TYPES),
  buttons: fc.oneof(fc.constantFrom(0, 1, 2, 32), nasty),
  width: nasty,
  height: nasty,
  predicted: fc.boolean(),
  samples: fc.array(fc.oneof(sample, saneSample), { maxLength: 12 }),
});

describe('engine input (property)', () => {
  it('never crashes on random batches, and the document stays valid', () => {
    fc.assert(
      fc.property(
        fc.array(batch, { maxLength: 40 }),
        fc.constantFrom(...PEN_TOOLS),
        fc.boolean(),
        (batches, tool, eraser) => {
          const engine = new TestEngine();
          engine.setPen({ tool, eraser });
          for (const { samples, ...header } of batches) engine.input(encodeInputBatch(header, samples));
          engine.frame();
          for (const stroke of engine.toDocument().strokes) {
            for (const point of stroke.points) {
              expect(Number.isFinite(point.x) && Number.isFinite(point.y) && Number.isFinite(point.t)).toBe(
                true,
              );
              expect(point.pressure).toBeGreaterThanOrEqual(0);
              expect(point.pressure).toBeLessThanOrEqual(1);
              expect(Math.abs(point.tiltX)).toBeLessThanOrEqual(90);
            }
            for (const [x, y] of outlineStroke(stroke))
              expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
          }
          engine.undo();
          engine.redo();
          engine.exportSvg();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never crashes on arbitrary arrays', () => {
    fc.assert(
      fc.property(fc.array(nasty, { maxLength: 64 }), (values) => {
        const engine = new TestEngine();
        engine.input(Float64Array.from(values));
        expect(engine.path).toBe('idle');
      }),
    );
  });
});
