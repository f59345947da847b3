import { describe, expect, it } from 'vitest';
import { homeInkSample as shippedHomeSample } from '../../src/features/marketing/ink/home-ink-sample.data';
import { penSpecimens as shippedSpecimens } from '../../src/features/marketing/ink/pen-specimens.data';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { homeInkSample, penSpecimens } from './ink-samples';

describe('the ink the marketing pages show', () => {
  it('is what the pens draw today (rerun workers/tools/render-ink-samples.ts after changing a nib)', () => {
    expect(shippedHomeSample).toEqual(homeInkSample());
    expect(shippedSpecimens).toEqual(penSpecimens());
  });

  it('has one specimen stroke per pen, each with a closed outline and a pace from start to end', () => {
    const specimens = penSpecimens();
    expect(Object.keys(specimens)).toEqual([...PEN_TOOLS]);
    for (const drawing of [homeInkSample(), ...Object.values(specimens)]) {
      for (const stroke of drawing.strokes) {
        expect(stroke.outline).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
        expect(stroke.centre).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+$/);
        expect(stroke.progress[0]).toEqual([0, 0]);
        expect(stroke.progress.at(-1)).toEqual([1, 1]);
        expect(stroke.maxWidth).toBeGreaterThan(0);
        expect(stroke.durationMs).toBeGreaterThan(0);
      }
    }
  });

  it('replays the home sample one stroke after another', () => {
    const [first, second] = homeInkSample().strokes;
    expect(first?.startMs).toBe(0);
    expect(second?.startMs).toBeGreaterThan((first?.startMs ?? 0) + (first?.durationMs ?? 0));
  });
});
