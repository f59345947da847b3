import { describe, expect, it } from 'vitest';
import { packStrokes } from '../document/stroke-batch';
import { RecordingPath } from '../testing/recording-context';
import { strokeCorpus } from '../testing/stroke-corpus';
import { LodOutlines } from './lod-outline';
import { StrokePaths } from './stroke-paths';

const strokes = packStrokes(strokeCorpus({ count: 40, pointsPerStroke: 30, seed: 17 }));

/** The bytes all of `strokes`' outlines at level 0 take when nothing is evicted. */
function bytesOfAll(): number {
  const outlines = new LodOutlines(Infinity);
  for (const stroke of strokes) outlines.entry(stroke, 0);
  return outlines.bytes;
}

describe('LodOutlines under a byte budget', () => {
  it('keeps within its budget however many strokes are drawn', () => {
    const budget = bytesOfAll() / 4;
    const outlines = new LodOutlines(budget);
    for (const stroke of strokes) {
      outlines.entry(stroke, 0);
      expect(outlines.bytes).toBeLessThanOrEqual(budget);
    }
    expect(outlines.size).toBeGreaterThan(0);
    expect(outlines.size).toBeLessThan(strokes.length);
  });

  it('keeps the strokes drawn most recently and lets the others go', () => {
    const outlines = new LodOutlines(bytesOfAll() / 4);
    for (const stroke of strokes) outlines.entry(stroke, 0);
    // The view moves back to the first strokes: drawing them again evicts the last ones.
    const inView = strokes.slice(0, 5);
    for (const stroke of inView) outlines.entry(stroke, 0);
    expect(inView.every((stroke) => outlines.has(stroke, 0))).toBe(true);
    expect(outlines.has(strokes[20]!, 0)).toBe(false);
    expect(outlines.has(strokes.at(-1)!, 0)).toBe(true);
  });

  it('computes an evicted outline again, identically', () => {
    const outlines = new LodOutlines(bytesOfAll() / 4);
    const first = strokes[0]!;
    const before = Array.from(outlines.entry(first, 0).polygon);
    for (const stroke of strokes.slice(1)) outlines.entry(stroke, 0);
    expect(outlines.has(first, 0)).toBe(false);
    expect(Array.from(outlines.entry(first, 0).polygon)).toEqual(before);
  });

  it('keeps a retained path with its outline, counts it, and drops it on eviction', () => {
    const budget = bytesOfAll() / 2;
    const outlines = new LodOutlines(budget);
    const paths = new StrokePaths(() => new RecordingPath(), outlines);
    const first = strokes[0]!;
    const path = paths.get(first, 0);
    expect(paths.get(first, 0)).toBe(path);
    const withPath = outlines.bytes;
    const other = new LodOutlines(Infinity);
    other.entry(first, 0);
    expect(withPath).toBeGreaterThan(other.bytes);
    for (const stroke of strokes.slice(1)) paths.get(stroke, 0);
    expect(outlines.bytes).toBeLessThanOrEqual(budget);
    const again = paths.get(first, 0) as RecordingPath;
    expect(again).not.toBe(path);
    expect(again.commands).toEqual((path as RecordingPath).commands);
  });

  it('holds levels apart: a thumbnail at another level does not replace the screen’s outline', () => {
    const outlines = new LodOutlines(Infinity);
    const first = strokes[0]!;
    const screen = outlines.entry(first, 1);
    const coarse = outlines.entry(first, -2);
    expect(coarse.polygon.length).toBeLessThan(screen.polygon.length);
    expect(outlines.entry(first, 1)).toBe(screen);
  });
});
