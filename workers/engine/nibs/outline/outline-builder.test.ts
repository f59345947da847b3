import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../src/shared/canvas/stroke';
import { strokeCorpus } from '../../testing/stroke-corpus';
import { NIB_MODELS } from '../index';
import type { NibModel } from '../nib-model';
import { OutlineBuilder } from './outline-builder';

const [stroke] = strokeCorpus({ count: 1, pointsPerStroke: 120, seed: 5, tool: 'qalam' });
if (!stroke) throw new Error('no stroke');

/** The qalam, counting how many cross-sections it is asked for. */
function countingNib(): { model: NibModel; sections: () => number } {
  let sections = 0;
  const qalam = NIB_MODELS.qalam;
  return {
    model: {
      ...qalam,
      footprint(...args) {
        sections++;
        qalam.footprint(...args);
      },
    },
    sections: () => sections,
  };
}

describe('OutlineBuilder tail', () => {
  it('ingests samples without computing the provisional tail', () => {
    const oneByOne = countingNib();
    const builder = new OutlineBuilder(oneByOne.model, stroke);
    for (const point of stroke.points) builder.push(point);
    const atOnce = countingNib();
    new OutlineBuilder(atOnce.model, stroke).pushMany(stroke.points);
    expect(oneByOne.sections()).toBe(atOnce.sections());
  });

  it('computes the tail once per polygon, however many samples and predictions arrived', () => {
    const nib = countingNib();
    const builder = new OutlineBuilder(nib.model, stroke);
    builder.pushMany(stroke.points.slice(0, 50));
    const last = stroke.points[49] as Point;
    builder.setPredicted([{ ...last, x: last.x + 10 }]);
    builder.setPredicted([{ ...last, x: last.x + 20 }]);
    const before = nib.sections();
    const polygon = builder.polygon().slice();
    const tail = nib.sections() - before;
    expect(tail).toBeGreaterThan(0);
    expect(tail).toBeLessThanOrEqual(builder.provisionalSampleCount);
    expect(builder.polygon()).toEqual(polygon);
    expect(nib.sections() - before).toBe(tail);
  });
});
