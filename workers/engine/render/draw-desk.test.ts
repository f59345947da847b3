import { describe, expect, it } from 'vitest';
import { RecordingSurface } from '../testing/recording-context';
import { DESK_COLOR, drawDesk, pageRect } from './draw-desk';

describe('pageRect', () => {
  it('places a square page in the middle of a wide element at scale 1', () => {
    const viewport = { cssWidth: 800, cssHeight: 400, docWidth: 1000, docHeight: 1000 };
    expect(pageRect({ scale: 1, offsetX: 0, offsetY: 0 }, viewport, 2)).toEqual({
      x: 400,
      y: 0,
      width: 800,
      height: 800,
    });
  });
});

describe('drawDesk', () => {
  it('clears and veils the strips left and right of the page, and outlines it', () => {
    const surface = new RecordingSurface(800, 400);
    drawDesk(surface.ctx, 800, 400, { x: 200, y: 0, width: 400, height: 400 });
    expect(surface.ctx.named('clearRect').map((call) => call.args)).toEqual([
      [0, 0, 200, 400],
      [600, 0, 200, 400],
    ]);
    expect(surface.ctx.named('fillRect').map((call) => call.args)).toEqual([
      [DESK_COLOR, 0, 0, 200, 400],
      [DESK_COLOR, 600, 0, 200, 400],
    ]);
    expect(surface.ctx.named('stroke')).toHaveLength(1);
  });

  it('leaves a page that covers the whole surface alone (zoomed in)', () => {
    const surface = new RecordingSurface(400, 400);
    drawDesk(surface.ctx, 400, 400, { x: -300, y: -300, width: 1200, height: 1200 });
    expect(surface.ctx.named('clearRect')).toHaveLength(0);
    expect(surface.ctx.named('fillRect')).toHaveLength(0);
    expect(surface.ctx.named('stroke')).toHaveLength(0);
  });
});
