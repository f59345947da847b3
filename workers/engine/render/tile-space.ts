import type { Bounds } from '../geometry/bounds';

/**
 * A tile's side in device pixels: a 1000 × 1000 view holds about 16 of them, so a pan exposes a
 * few at a time and a tile of even a dense drawing rasterises in a few milliseconds, while a
 * large high-dpr screen still composes from a few hundred draws, not thousands.
 */
export const TILE_SIZE = 256;

/**
 * How a tile set lays the document out in pixels: `scale` device pixels per document unit, and
 * the sub-pixel phase of the view it was made for. Tile-space pixel u = x · scale + phaseX; tile
 * (i, j) holds u from i · TILE_SIZE to (i + 1) · TILE_SIZE.
 */
export interface TileSpace {
  scale: number;
  phaseX: number;
  phaseY: number;
}

/** An inclusive range of tile indices. */
export interface TileRange {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/** Where a tile set shows on screen: screen = u · ratio + offset (device pixels). */
export interface Placement {
  ratio: number;
  offsetX: number;
  offsetY: number;
}

/** One number per tile (tiles of a page never number near 2^20 a side). */
export function tileKey(i: number, j: number): number {
  return (i + 0x80000) * 0x100000 + (j + 0x80000);
}

/** The document area a tile covers (units). */
export function tileBounds(space: TileSpace, i: number, j: number): Bounds {
  return {
    minX: (i * TILE_SIZE - space.phaseX) / space.scale,
    minY: (j * TILE_SIZE - space.phaseY) / space.scale,
    maxX: ((i + 1) * TILE_SIZE - space.phaseX) / space.scale,
    maxY: ((j + 1) * TILE_SIZE - space.phaseY) / space.scale,
  };
}

/** The transform that draws the document onto tile (i, j)'s surface. */
export function tileTransform(
  space: TileSpace,
  i: number,
  j: number,
): [number, number, number, number, number, number] {
  const { scale, phaseX, phaseY } = space;
  return [scale, 0, 0, scale, phaseX - i * TILE_SIZE, phaseY - j * TILE_SIZE];
}

/** The tiles a document area touches. */
export function tilesOver(space: TileSpace, bounds: Bounds): TileRange {
  const index = (unit: number, phase: number) => Math.floor((unit * space.scale + phase) / TILE_SIZE);
  return {
    i0: index(bounds.minX, space.phaseX),
    i1: index(bounds.maxX, space.phaseX),
    j0: index(bounds.minY, space.phaseY),
    j1: index(bounds.maxY, space.phaseY),
  };
}

/** The tiles a screen rectangle (device pixels) shows under a placement. */
export function tilesOnScreen(
  placement: Placement,
  x: number,
  y: number,
  width: number,
  height: number,
): TileRange {
  const { ratio, offsetX, offsetY } = placement;
  // A hair inside the far edge: a tile that only touches the rectangle's edge shows nothing.
  return {
    i0: Math.floor((x - offsetX) / ratio / TILE_SIZE),
    i1: Math.floor((x + width - offsetX) / ratio / TILE_SIZE - 1e-9),
    j0: Math.floor((y - offsetY) / ratio / TILE_SIZE),
    j1: Math.floor((y + height - offsetY) / ratio / TILE_SIZE - 1e-9),
  };
}

/** The intersection of two ranges (empty when i0 > i1 or j0 > j1). */
export function intersectRanges(a: TileRange, b: TileRange): TileRange {
  return {
    i0: Math.max(a.i0, b.i0),
    i1: Math.min(a.i1, b.i1),
    j0: Math.max(a.j0, b.j0),
    j1: Math.min(a.j1, b.j1),
  };
}

/** A range grown by `by` tiles on every side. */
export function growRange(range: TileRange, by: number): TileRange {
  return { i0: range.i0 - by, i1: range.i1 + by, j0: range.j0 - by, j1: range.j1 + by };
}

export function rangeContains(range: TileRange, i: number, j: number): boolean {
  return i >= range.i0 && i <= range.i1 && j >= range.j0 && j <= range.j1;
}

/**
 * The range's tiles, nearest to the screen point (cx, cy) first: the part of the view the eye
 * rests on fills in first. Ties keep row order, so the order is the same every frame.
 */
export function tilesByDistance(
  range: TileRange,
  placement: Placement,
  cx: number,
  cy: number,
): Array<[number, number]> {
  const tiles: Array<[number, number, number]> = [];
  const side = TILE_SIZE * placement.ratio;
  for (let j = range.j0; j <= range.j1; j++) {
    for (let i = range.i0; i <= range.i1; i++) {
      const dx = placement.offsetX + (i + 0.5) * side - cx;
      const dy = placement.offsetY + (j + 0.5) * side - cy;
      tiles.push([i, j, dx * dx + dy * dy]);
    }
  }
  tiles.sort((a, b) => a[2] - b[2]);
  return tiles.map(([i, j]) => [i, j]);
}
