import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tileBounds, tilesByDistance, tilesOnScreen, tilesOver } from './tile-space';

describe('tile space', () => {
  const space = { scale: 2, phaseX: 0.5, phaseY: 0 };

  it('maps a tile to the document area it covers, and an area back to its tiles', () => {
    expect(tileBounds(space, 1, 0)).toEqual({ minX: 127.75, minY: 0, maxX: 255.75, maxY: 128 });
    expect(tilesOver(space, { minX: 100, minY: 10, maxX: 130, maxY: 20 })).toEqual({
      i0: 0,
      i1: 1,
      j0: 0,
      j1: 0,
    });
  });

  it('finds the tiles a screen rectangle shows, placed or stretched', () => {
    const placed = { ratio: 1, offsetX: -100, offsetY: 0 };
    expect(tilesOnScreen(placed, 0, 0, 1000, TILE_SIZE)).toEqual({ i0: 0, i1: 4, j0: 0, j1: 0 });
    const stretched = { ratio: 2, offsetX: 0, offsetY: 0 };
    expect(tilesOnScreen(stretched, 0, 0, 1024, 512)).toEqual({ i0: 0, i1: 1, j0: 0, j1: 0 });
  });

  it('orders tiles nearest the screen point first', () => {
    const order = tilesByDistance(
      { i0: 0, i1: 2, j0: 0, j1: 0 },
      { ratio: 1, offsetX: 0, offsetY: 0 },
      640,
      128,
    );
    expect(order).toEqual([
      [2, 0],
      [1, 0],
      [0, 0],
    ]);
  });
});
