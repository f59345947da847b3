import type { PackedStroke } from '../document/packed-stroke';
import { boundsIntersect, type Bounds } from '../geometry/bounds';
import type { RenderSurface } from './canvas-like';
import { detailLevel } from './lod-outline';
import type { StrokeInk } from './stroke-ink';
import type { SurfacePool } from './surface-pool';
import { newBuild, type TileBuild } from './tile-build';
import {
  rangeContains,
  tileBounds,
  tileKey,
  tileTransform,
  type TileRange,
  type TileSpace,
} from './tile-space';

/** One tile of the committed layer. */
export interface Tile<Image> {
  readonly i: number;
  readonly j: number;
  /** The complete image shown, or null before the first build completes. */
  shown: RenderSurface<Image> | null;
  /** The shown image holds previews: a build without them will replace it. */
  provisional: boolean;
  /** The shown image predates a change to what lies under it: a build will replace it. */
  stale: boolean;
  /** The build that will replace the shown image, drawn over frames. */
  build: TileBuild<Image> | null;
}

/**
 * The committed layer at one scale, as tiles of TILE_SIZE device pixels made on demand. A tile
 * keeps showing its last complete image while a newer one is drawn (a stale tile after an
 * erase, a provisional one being refined), so a rebuild never blanks it.
 */
export class TileSet<Image> {
  private readonly tiles = new Map<number, Tile<Image>>();

  constructor(
    readonly space: TileSpace,
    private readonly pool: SurfacePool<Image>,
  ) {}

  get(i: number, j: number): Tile<Image> | undefined {
    return this.tiles.get(tileKey(i, j));
  }

  /** The tile, created empty if it does not exist. */
  ensure(i: number, j: number): Tile<Image> {
    const key = tileKey(i, j);
    let tile = this.tiles.get(key);
    if (!tile) {
      tile = { i, j, shown: null, provisional: false, stale: false, build: null };
      this.tiles.set(key, tile);
    }
    return tile;
  }

  /** The tile's build, begun (with previews allowed or not) if there is none. */
  buildOf(tile: Tile<Image>, previews: boolean): TileBuild<Image> {
    tile.build ??= newBuild(this.pool.take(), previews);
    return tile.build;
  }

  /** A build completed: its image is shown from now on. */
  complete(tile: Tile<Image>): void {
    const build = tile.build;
    if (!build) return;
    if (tile.shown) this.pool.release(tile.shown);
    tile.shown = build.surface;
    tile.provisional = build.provisional;
    tile.stale = false;
    tile.build = null;
  }

  /**
   * Strokes were put on top: drawn over every shown tile they touch at once (one stroke is
   * cheap), and added to the builds under way, whose candidates end below them.
   */
  paintOnTop(strokes: readonly PackedStroke[], ink: StrokeInk<Image>): void {
    const { scale } = this.space;
    const level = detailLevel(scale);
    for (const tile of this.tiles.values()) {
      const area = tileBounds(this.space, tile.i, tile.j);
      const over = strokes.filter((stroke) => boundsIntersect(stroke, area));
      if (over.length === 0) continue;
      const build = tile.build;
      if (build && build.next >= 0) build.candidates = [...build.candidates, ...over];
      if (!tile.shown) continue;
      const { ctx } = tile.shown;
      ctx.setTransform(...tileTransform(this.space, tile.i, tile.j));
      ink.begin(ctx, scale);
      for (const stroke of over) ink.exact(stroke, level);
      ink.end();
    }
  }

  /**
   * What lies in `areas` changed (strokes removed or inserted among others, or the backdrop when
   * `areas` is null): the tiles there are stale, and their builds start again.
   */
  invalidate(areas: readonly Bounds[] | null): void {
    for (const tile of this.tiles.values()) {
      if (areas) {
        const area = tileBounds(this.space, tile.i, tile.j);
        if (!areas.some((changed) => boundsIntersect(changed, area))) continue;
      }
      tile.stale = tile.shown !== null;
      if (tile.build) {
        this.pool.release(tile.build.surface);
        tile.build = null;
      }
    }
  }

  /** Forgets every tile (a document replaced: nothing cached is worth showing). */
  clear(): void {
    for (const tile of this.tiles.values()) this.drop(tile);
    this.tiles.clear();
  }

  /** Drops tiles outside `keep` beyond the `spare` nearest to its centre (memory stays bounded). */
  evict(keep: TileRange, spare: number): void {
    const outside = [...this.tiles.values()].filter((tile) => !rangeContains(keep, tile.i, tile.j));
    if (outside.length <= spare) return;
    const ci = (keep.i0 + keep.i1) / 2;
    const cj = (keep.j0 + keep.j1) / 2;
    const distance = (tile: Tile<Image>) => Math.max(Math.abs(tile.i - ci), Math.abs(tile.j - cj));
    outside.sort((a, b) => distance(a) - distance(b));
    for (const tile of outside.slice(spare)) {
      this.drop(tile);
      this.tiles.delete(tileKey(tile.i, tile.j));
    }
  }

  private drop(tile: Tile<Image>): void {
    if (tile.shown) this.pool.release(tile.shown);
    if (tile.build) this.pool.release(tile.build.surface);
    tile.shown = null;
    tile.build = null;
  }
}

/** Whether a tile has nothing current to show (never drawn, or stale). */
export function isMissing<Image>(tile: Tile<Image> | undefined): boolean {
  return !tile || !tile.shown || tile.stale;
}

/** Whether a tile needs a build to show the current document exactly. */
export function needsWork<Image>(tile: Tile<Image> | undefined): boolean {
  return isMissing(tile) || tile?.provisional === true;
}
