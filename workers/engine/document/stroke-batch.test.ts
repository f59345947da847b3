import { describe, expect, it } from 'vitest';
import { strokeCorpus } from '../testing/stroke-corpus';
import { packStroke, unpackStroke } from './packed-stroke';
import { batchStrokes, batchTransferables, strokesOfBatch } from './stroke-batch';

const strokes = strokeCorpus({ count: 12, pointsPerStroke: 15, seed: 3 });

describe('stroke batches', () => {
  it('pack strokes as views into one buffer, equal to packing each alone', () => {
    const packed = strokesOfBatch(batchStrokes(strokes));
    expect(packed.map(unpackStroke)).toEqual(strokes.map((stroke) => unpackStroke(packStroke(stroke))));
    expect(new Set(packed.map((stroke) => stroke.data.buffer)).size).toBe(1);
  });

  it('keep each distinct pen once', () => {
    const samePen = strokes.map((stroke) => ({ ...stroke, ...strokes[0], points: stroke.points }));
    const batch = batchStrokes(samePen);
    expect(batch.styles).toHaveLength(1);
    const packed = strokesOfBatch(batch);
    expect(packed[5]?.toolParams).toBe(packed[0]?.toolParams);
  });

  it('cross to another thread as transferred buffers', () => {
    const batch = batchStrokes(strokes);
    const moved = structuredClone(batch, { transfer: batchTransferables(batch) });
    expect(batch.points.length).toBe(0);
    expect(strokesOfBatch(moved).map(unpackStroke)).toEqual(
      strokes.map((stroke) => unpackStroke(packStroke(stroke))),
    );
  });

  it('refuse a batch that does not add up', () => {
    const batch = batchStrokes(strokes);
    expect(() => strokesOfBatch({ ...batch, starts: batch.starts.subarray(1) })).toThrow(
      'A stroke batch does not add up',
    );
    expect(() => strokesOfBatch({ ...batch, styles: [] })).toThrow('A stroke batch does not add up');
  });
});
