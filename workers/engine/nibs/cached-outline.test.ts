import { describe, expect, it } from 'vitest';
import { packStroke, strokePoints } from '../document/packed-stroke';
import { DrawGesture } from '../input/draw-gesture';
import { strokeCorpus } from '../testing/stroke-corpus';
import { cachedOutline } from './cached-outline';
import { outlineStroke } from './index';

const corpus = strokeCorpus({ count: 60, pointsPerStroke: 40, seed: 2026 });

describe('cachedOutline', () => {
  it('is the outline of the packed points, kept for the next export', () => {
    const packed = packStroke(corpus[0]!);
    const outline = cachedOutline(packed);
    expect(Array.from(outline)).toEqual(outlineStroke({ ...packed, points: strokePoints(packed) }).flat());
    expect(cachedOutline(packed)).toBe(outline);
  });

  it('takes a document’s stroke as it is', () => {
    const [stroke] = corpus;
    expect(Array.from(cachedOutline(stroke!))).toEqual(outlineStroke(stroke!).flat());
  });

  it('of a committed stroke is the outline drawn live when simplification kept every point', () => {
    // Each corpus stroke drawn sample by sample through the draw gesture, then committed.
    let compared = 0;
    for (const stroke of corpus) {
      const gesture = new DrawGesture(1, 'pen', stroke, 'linear', 0);
      for (const point of stroke.points) gesture.add({ ...point, timeStamp: point.t });
      gesture.builder.finish();
      const committed = gesture.commit();
      if (committed?.points.length !== stroke.points.length) continue;
      expect(Array.from(cachedOutline(packStroke(committed)))).toEqual(gesture.builder.polygon().flat());
      compared++;
    }
    expect(compared).toBeGreaterThan(corpus.length / 2);
  });
});
