import { describe, expect, it } from 'vitest';
import type { PackedStroke } from './document/packed-stroke';
import { packStrokes } from './document/stroke-batch';
import { strokeCorpus } from './testing/stroke-corpus';
import { TracingGuide } from './tracing-guide';

const [target, ink] = strokeCorpus({ count: 2, pointsPerStroke: 20, seed: 4 });

/** A drawing whose strokes count their reads (reading a store's strokes makes its next change copy them). */
function drawing(strokes: readonly PackedStroke[], revision: number) {
  let reads = 0;
  return {
    revision,
    get strokes() {
      reads++;
      return strokes;
    },
    reads: () => reads,
  };
}

describe('TracingGuide', () => {
  it('has no feedback without a target', () => {
    expect(new TracingGuide().feedback(drawing([], 0))).toBeNull();
  });

  it('keeps the valid strokes of a ready-made target and counts them', () => {
    const guide = new TracingGuide();
    expect(guide.setTarget([target, { points: 'not a stroke' }], 1000, 1000)).toBe(1);
    expect(guide.targets).toEqual(packStrokes(target ? [target] : []));
    expect(guide.setTarget(null, 1000, 1000)).toBe(0);
  });

  it('measures again only when the drawing’s revision or the target changes', () => {
    if (!target || !ink) throw new Error('no strokes');
    const guide = new TracingGuide();
    guide.setTarget([target], 1000, 1000);
    const before = drawing(packStrokes([ink]), 1);
    const measured = guide.feedback(before);
    expect(guide.feedback(before)).toBe(measured);
    expect(before.reads()).toBe(1);

    expect(guide.feedback(drawing([], 2))).toMatchObject({ coverage: 0 });
    guide.setTarget([ink], 1000, 1000);
    expect(guide.feedback(drawing([], 2))).not.toBe(measured);
  });

  it('counts a new target and a new background for the renderer’s cache', () => {
    const guide = new TracingGuide<string>();
    const { targetsRevision, backgroundRevision } = guide;
    guide.setTarget(null, 1000, 1000);
    guide.setBackground('paper.png');
    expect(guide.targetsRevision).toBe(targetsRevision + 1);
    expect(guide.backgroundRevision).toBe(backgroundRevision + 1);
    expect(guide.background).toBe('paper.png');
  });
});
