import { describe, expect, it } from 'vitest';
import { GRID_SPACING } from '../../../src/shared/canvas/constants';
import { RecordingContext } from '../testing/recording-context';
import { drawGrid } from './draw-grid';

const lines = (gridType: Parameters<typeof drawGrid>[1]) => {
  const ctx = new RecordingContext();
  drawGrid(ctx, gridType, 1000, 1000, 1);
  return ctx.named('moveTo').length;
};

describe('drawGrid', () => {
  it('draws nothing for none, horizontals every 40 units, squares, and slanted guides', () => {
    const horizontals = Math.ceil(1000 / GRID_SPACING) - 1;
    expect(lines('none')).toBe(0);
    expect(lines('horizontal')).toBe(horizontals);
    expect(lines('square')).toBe(horizontals * 2);
    expect(lines('slanted')).toBeGreaterThan(horizontals);
  });
});
