import { documentToCssTransform, fitScale } from '../../../src/shared/canvas/view';
import type { PackedStroke } from '../document/packed-stroke';
import { strokeBounds } from '../document/stroke-index';
import type { Bounds } from '../geometry/bounds';
import type { Canvas2DLike, RenderSurface, SurfaceFactory } from './canvas-like';
import { FrameWork } from './frame-work';
import type { FrameBudget, Scene } from './scene-types';
import { strokeChanges, type StrokeChanges } from './stroke-changes';
import type { StrokeInk } from './stroke-ink';
import { SurfacePool } from './surface-pool';
import { advanceBuild } from './tile-build';
import { isMissing, needsWork, TileSet } from './tile-set';
import {
  growRange,
  intersectRanges,
  rangeContains,
  TILE_SIZE,
  tilesByDistance,
  tilesOnScreen,
  tilesOver,
  type Placement,
  type TileRange,
} from './tile-space';

/** Tiles drawn around the view beyond what it shows, so a pan shows crisp ink at once. */
const RING = 1;
/** Tiles kept beyond the view and its ring (8 MB of pixels), for panning back. */
const SPARE_TILES = 32;
/** The overview's longest side in device pixels: the whole page, for zooming out. */
const OVERVIEW_SIDE = 1024;
/**
 * While the scale keeps changing (a pinch), the layer drawn for a scale up to this ratio away
 * is shown stretched rather than redrawn every frame; once the scale holds still for a frame,
 * or goes further, the layer is redrawn at the view's scale.
 */
const MAX_STRETCH = Math.SQRT2;
/** Strokes put on top up to this many are drawn over the tiles; more (a load) redraw them. */
const PAINT_ON_TOP_MAX = 64;

/** How far the layer has caught up with the view (for the stats and the benchmark). */
export interface LayerState {
  /** Every stroke in view is shown, some perhaps as previews. */
  complete: boolean;
  /** ...and every one exactly, at the view's scale. */
  crisp: boolean;
}

/** The document → device-pixel map a frame was composed with: [scale, translateX, translateY]. */
export type DeviceTransform = [number, number, number];

type TileJob<Image> = [TileSet<Image>, number, number];

/**
 * The committed layer (backdrop, targets and strokes) cached as tiles, so no view change
 * redraws the whole drawing in one frame (ADR 030):
 *
 * - a pan shows the tiles it already has, moved, and draws the few it uncovers;
 * - a zoom shows the current tiles stretched at once, while tiles at the new scale are drawn
 *   within each frame's budget and replace them as each completes;
 * - where neither has a tile yet, an overview of the whole page (at most OVERVIEW_SIDE pixels)
 *   shows, so zooming out or a fast pan never shows a blank where ink exists;
 * - a load draws the tiles in view first, nearest the centre first, thin strokes from previews
 *   while their outlines are not computed, then the overview and a ring around the view, then
 *   refines the previews;
 * - a commit draws the new stroke over the tiles it touches; an erase, undo or redo redraws the
 *   tiles under what changed, showing the old ones until the new are complete.
 *
 * Tiles at the view's scale are placed on whole device pixels: after a pan by a fraction of a
 * pixel the layer is up to half a pixel from the exact view, and the frame's live ink and page
 * edge follow it (DeviceTransform), so nothing on screen disagrees and nothing is resampled.
 */
export class TiledLayer<Image> {
  private target: TileSet<Image> | null = null;
  private fallback: TileSet<Image> | null = null;
  private overview: TileSet<Image> | null = null;
  private readonly pool: SurfacePool<Image>;
  private strokes: readonly PackedStroke[] = [];
  private strokesRevision = Number.NaN;
  private backdropKey = '';
  private lastScale = Number.NaN;
  /** The view changed since the layer last caught up with it (see renders). */
  private updating = false;
  /**
   * A drawing was loaded (or many strokes changed): until the view is complete, thin strokes
   * whose outlines are not computed yet are drawn from previews. Elsewhere (a zoom, a pan, an
   * erase) the tiles shown meanwhile are the old ones, so new tiles wait for exact outlines.
   */
  private firstPaint = true;
  private readonly state: LayerState = { complete: false, crisp: false };
  /** What the last frame showed (sceneKey), to which `state` belongs. */
  private drawnKey = '';
  /** How many times the view caught up with a change (document, backdrop, scale or new tiles in view). */
  renders = 0;

  constructor(
    createSurface: SurfaceFactory<Image>,
    private readonly ink: StrokeInk<Image>,
  ) {
    this.pool = new SurfacePool(createSurface);
  }

  /**
   * Brings the layer up to date as far as the budget allows (all at once without one) and
   * composes it onto `screen`. Returns the transform it was composed with and whether work
   * remains (another frame is owed).
   */
  draw(
    screen: RenderSurface<Image>,
    scene: Scene<Image>,
    budget?: FrameBudget,
  ): { transform: DeviceTransform; done: boolean } {
    const [k, tx, ty] = documentToCssTransform(scene.view, scene.viewport);
    const scale = k * scene.dpr;
    const translate: [number, number] = [tx * scene.dpr, ty * scene.dpr];
    this.drawnKey = sceneKey(scene);
    this.follow(scene);
    this.chooseTarget(scale, translate, budget !== undefined);
    this.chooseOverview(scene);
    const target = this.target as TileSet<Image>;
    const place = (set: TileSet<Image>) => placement(set, scale, translate);
    const visible = intersectRanges(
      tilesOnScreen(place(target), 0, 0, screen.width, screen.height),
      pageRange(target, scene),
    );
    const jobs = this.jobs(target, visible, scene, screen, place, budget !== undefined);
    const work = new FrameWork(budget);
    let left = jobs.length;
    for (const [set, i, j] of jobs) {
      if (work.spent()) break;
      const tile = set.ensure(i, j);
      const build = set.buildOf(tile, this.firstPaint);
      if (!advanceBuild(build, set.space, i, j, scene, this.ink, work)) break;
      set.complete(tile);
      if (set === target && rangeContains(visible, i, j)) this.updating = true;
      left--;
    }
    this.updateState(target, visible, scale);
    if (target !== this.overview) {
      target.evict(intersectRanges(growRange(visible, RING), pageRange(target, scene)), SPARE_TILES);
    }
    this.compose(screen, scene, place);
    const at = place(target);
    const transform: DeviceTransform =
      at.ratio === 1
        ? [target.space.scale, target.space.phaseX + at.offsetX, target.space.phaseY + at.offsetY]
        : [scale, translate[0], translate[1]];
    const done = budget === undefined || (left === 0 && sameScale(target.space.scale, scale));
    return { transform, done };
  }

  /** How far the layer had caught up with `scene` when last drawn (nothing, if it showed another). */
  stateFor(scene: Scene<Image>): LayerState {
    return sceneKey(scene) === this.drawnKey ? { ...this.state } : { complete: false, crisp: false };
  }

  /** Forgets every tile (the canvas lost its context). */
  reset(): void {
    for (const set of this.sets()) set.clear();
    this.target = null;
    this.fallback = null;
    this.overview = null;
    this.backdropKey = '';
  }

  // ── Following the document ─────────────────────────────────────────────

  /** Applies what changed in the scene's strokes and backdrop since the last frame. */
  private follow(scene: Scene<Image>): void {
    const backdrop = [
      scene.viewport.docWidth,
      scene.viewport.docHeight,
      scene.gridType,
      scene.targetsRevision,
      scene.backgroundRevision,
    ].join('|');
    if (backdrop !== this.backdropKey) {
      this.backdropKey = backdrop;
      for (const set of this.sets()) set.invalidate(null);
      this.updating = true;
    }
    if (scene.strokesRevision === this.strokesRevision) return;
    const changes = strokeChanges(this.strokes, scene.strokes);
    this.strokes = scene.strokes;
    this.strokesRevision = scene.strokesRevision;
    this.apply(changes);
  }

  private apply(changes: StrokeChanges): void {
    if (changes.kind === 'none') return;
    this.updating = true;
    if (changes.kind === 'replaced') {
      for (const set of this.sets()) set.clear();
      this.firstPaint = true;
      return;
    }
    const { strokes } = changes;
    if (changes.kind === 'appended' && strokes.length <= PAINT_ON_TOP_MAX) {
      for (const set of this.sets()) set.paintOnTop(strokes, this.ink);
      return;
    }
    // Many strokes (a load over a blank page): their area is redrawn, thin strokes previewed first.
    const many = strokes.length > PAINT_ON_TOP_MAX;
    const areas = many ? [unionBounds(strokes)] : strokes.map(strokeBounds);
    for (const set of this.sets()) set.invalidate(areas);
    if (many) this.firstPaint = true;
  }

  // ── Choosing the tile sets ─────────────────────────────────────────────

  /**
   * The target is the tile set being made for the view. It follows the view's scale at once
   * without a budget; with one, it stays while the scale keeps changing within MAX_STRETCH of
   * it (shown stretched), and the one it replaces is kept as the fallback while it covered the
   * view (or there was none).
   */
  private chooseTarget(scale: number, translate: [number, number], budgeted: boolean): void {
    const still = scale === this.lastScale;
    this.lastScale = scale;
    const current = this.target;
    if (current && sameScale(current.space.scale, scale)) return;
    if (current && budgeted && !still) {
      const ratio = scale / current.space.scale;
      if (ratio <= MAX_STRETCH && ratio >= 1 / MAX_STRETCH) return;
    }
    const next =
      [this.fallback, this.overview].find((set) => set && sameScale(set.space.scale, scale)) ??
      new TileSet({ scale, phaseX: fraction(translate[0]), phaseY: fraction(translate[1]) }, this.pool);
    this.target = next;
    this.updating = true;
    if (current && (this.state.complete || !this.fallback)) {
      const old = this.fallback;
      this.fallback = current;
      this.release(old);
    } else {
      this.release(current);
    }
    if (this.fallback === next) this.fallback = null;
  }

  /** The overview: the whole page at its scale at zoom 1, at most OVERVIEW_SIDE pixels long. */
  private chooseOverview(scene: Scene<Image>): void {
    const { viewport, dpr } = scene;
    const scale = Math.min(
      fitScale(viewport) * dpr,
      OVERVIEW_SIDE / Math.max(viewport.docWidth, viewport.docHeight),
    );
    if (this.overview && sameScale(this.overview.space.scale, scale)) return;
    const old = this.overview;
    this.overview =
      [this.target, this.fallback].find((set) => set && sameScale(set.space.scale, scale)) ??
      new TileSet({ scale, phaseX: 0, phaseY: 0 }, this.pool);
    this.release(old);
  }

  /** Frees a set's tiles unless it still serves as target, fallback or overview. */
  private release(set: TileSet<Image> | null): void {
    if (set && set !== this.target && set !== this.fallback && set !== this.overview) set.clear();
  }

  /** The sets in use, each once: target, fallback, overview (the order they are shown in). */
  private sets(): Array<TileSet<Image>> {
    const sets: Array<TileSet<Image>> = [];
    for (const set of [this.target, this.fallback, this.overview]) {
      if (set && !sets.includes(set)) sets.push(set);
    }
    return sets;
  }

  // ── Work ───────────────────────────────────────────────────────────────

  /**
   * The tiles to draw, most urgent first: the view's (nearest its centre first), then the view's
   * previews refined. With a budget, then the overview, the ring around the view, and their
   * previews refined; without one, nothing else.
   */
  private jobs(
    target: TileSet<Image>,
    visible: TileRange,
    scene: Scene<Image>,
    screen: RenderSurface<Image>,
    place: (set: TileSet<Image>) => Placement,
    budgeted: boolean,
  ): Array<TileJob<Image>> {
    const cx = screen.width / 2;
    const cy = screen.height / 2;
    const ordered = (set: TileSet<Image>, range: TileRange): Array<TileJob<Image>> =>
      tilesByDistance(range, place(set), cx, cy).map(([i, j]) => [set, i, j]);
    const missingFirst = (jobs: Array<TileJob<Image>>) => [
      ...jobs.filter(([set, i, j]) => isMissing(set.get(i, j))),
      ...jobs.filter(([set, i, j]) => !isMissing(set.get(i, j)) && needsWork(set.get(i, j))),
    ];
    const inView = missingFirst(ordered(target, visible));
    if (!budgeted) return inView;
    const overview =
      this.overview && this.overview !== target
        ? ordered(this.overview, pageRange(this.overview, scene))
        : [];
    const ring = ordered(target, intersectRanges(growRange(visible, RING), pageRange(target, scene))).filter(
      ([, i, j]) => !rangeContains(visible, i, j),
    );
    return [...inView, ...missingFirst([...overview, ...ring])];
  }

  private updateState(target: TileSet<Image>, visible: TileRange, scale: number): void {
    let complete = true;
    let exact = sameScale(target.space.scale, scale);
    for (let j = visible.j0; j <= visible.j1; j++) {
      for (let i = visible.i0; i <= visible.i1; i++) {
        const tile = target.get(i, j);
        if (isMissing(tile)) complete = false;
        else if (tile?.provisional) exact = false;
      }
    }
    this.state.complete = complete;
    this.state.crisp = complete && exact;
    if (complete) this.firstPaint = false;
    if (
      complete &&
      this.fallback &&
      this.fallback !== this.overview &&
      sameScale(target.space.scale, scale)
    ) {
      this.fallback.clear();
      this.fallback = null;
    }
    if (this.state.crisp && this.updating) {
      this.updating = false;
      this.renders++;
    }
  }

  // ── Composing ──────────────────────────────────────────────────────────

  /**
   * Draws the target's tiles; where one has nothing to show yet, the fallback's, clipped to
   * those holes, and where that has none either, the overview's: a few clips a frame, and
   * each tile drawn once.
   */
  private compose(
    screen: RenderSurface<Image>,
    scene: Scene<Image>,
    place: (set: TileSet<Image>) => Placement,
  ): void {
    const { ctx } = screen;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, screen.width, screen.height);
    const chain = this.sets();
    let area: Region = { x: 0, y: 0, width: screen.width, height: screen.height };
    let clips = 0;
    for (const [level, set] of chain.entries()) {
      const holes = drawTiles(ctx, set, place(set), scene, area);
      if (holes.length === 0 || level === chain.length - 1) break;
      ctx.save();
      ctx.beginPath();
      for (const hole of holes) ctx.rect(hole.x, hole.y, hole.width, hole.height);
      ctx.clip();
      clips++;
      area = boundingRegion(holes);
    }
    for (; clips > 0; clips--) ctx.restore();
  }
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws a set's tiles that show something over `area` of the screen and returns the screen
 * rectangles of its tiles there that show nothing, grown to whole pixels (a clip on whole
 * pixels needs no antialiasing, and the set beneath may overlap a finished tile's edge by less
 * than a pixel).
 */
function drawTiles<Image>(
  ctx: Canvas2DLike<Image>,
  set: TileSet<Image>,
  at: Placement,
  scene: Scene<Image>,
  area: Region,
): Region[] {
  const range = intersectRanges(
    tilesOnScreen(at, area.x, area.y, area.width, area.height),
    pageRange(set, scene),
  );
  const side = TILE_SIZE * at.ratio;
  const holes: Region[] = [];
  for (let j = range.j0; j <= range.j1; j++) {
    for (let i = range.i0; i <= range.i1; i++) {
      const x = at.offsetX + i * side;
      const y = at.offsetY + j * side;
      const shown = set.get(i, j)?.shown;
      if (shown) {
        ctx.drawImage(shown.image, x, y, side, side);
        continue;
      }
      const x0 = Math.floor(Math.max(area.x, x));
      const y0 = Math.floor(Math.max(area.y, y));
      const x1 = Math.ceil(Math.min(area.x + area.width, x + side));
      const y1 = Math.ceil(Math.min(area.y + area.height, y + side));
      if (x1 > x0 && y1 > y0) holes.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
    }
  }
  return holes;
}

function boundingRegion(regions: readonly Region[]): Region {
  const x = Math.min(...regions.map((region) => region.x));
  const y = Math.min(...regions.map((region) => region.y));
  const right = Math.max(...regions.map((region) => region.x + region.width));
  const bottom = Math.max(...regions.map((region) => region.y + region.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Where a set shows: at the view's scale on whole pixels, otherwise stretched exactly. */
function placement<Image>(set: TileSet<Image>, scale: number, translate: [number, number]): Placement {
  const { space } = set;
  if (sameScale(space.scale, scale)) {
    return {
      ratio: 1,
      offsetX: Math.round(translate[0] - space.phaseX),
      offsetY: Math.round(translate[1] - space.phaseY),
    };
  }
  const ratio = scale / space.scale;
  return {
    ratio,
    offsetX: translate[0] - space.phaseX * ratio,
    offsetY: translate[1] - space.phaseY * ratio,
  };
}

/** The tiles of a set that hold some of the page (ink beyond it is never shown). */
function pageRange<Image>(set: TileSet<Image>, scene: Scene<Image>): TileRange {
  const { docWidth, docHeight } = scene.viewport;
  // A hair inside the far edges, so a page ending on a tile boundary does not claim the next tile.
  const inside = 1e-6;
  return tilesOver(set.space, { minX: 0, minY: 0, maxX: docWidth - inside, maxY: docHeight - inside });
}

/**
 * Whether two scales draw alike: within 1/2048, a 1,000-pixel view differs by under half a
 * pixel at its far edge, so tiles of either are placed as they are (a pinch that ends back at
 * a scale reached by many small steps rarely lands on it exactly).
 */
function sameScale(a: number, b: number): boolean {
  return Math.abs(a / b - 1) < 1 / 2048;
}

/** What a frame shows of a scene: the layer's state belongs to it. */
function sceneKey<Image>(scene: Scene<Image>): string {
  const { view, viewport } = scene;
  return [
    view.scale,
    view.offsetX,
    view.offsetY,
    viewport.cssWidth,
    viewport.cssHeight,
    viewport.docWidth,
    viewport.docHeight,
    scene.dpr,
    scene.gridType,
    scene.strokesRevision,
    scene.targetsRevision,
    scene.backgroundRevision,
  ].join('|');
}

function fraction(value: number): number {
  return value - Math.floor(value);
}

function unionBounds(strokes: readonly PackedStroke[]): Bounds {
  const union = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const stroke of strokes) {
    const bounds = strokeBounds(stroke);
    union.minX = Math.min(union.minX, bounds.minX);
    union.minY = Math.min(union.minY, bounds.minY);
    union.maxX = Math.max(union.maxX, bounds.maxX);
    union.maxY = Math.max(union.maxY, bounds.maxY);
  }
  return union;
}
