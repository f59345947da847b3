import { BACKGROUND_OPACITY } from '../../../src/shared/canvas/constants';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { GridType } from '../../../src/shared/canvas/tools';
import { boundsIntersect } from '../geometry/bounds';
import { strokeBounds } from '../document/stroke-index';
import {
  documentToCssTransform,
  pixelsPerUnit,
  visibleDocumentBounds,
  type ViewState,
  type Viewport,
} from '../../../src/shared/canvas/view';
import type { Canvas2DLike, PathFactory, RenderSurface, SurfaceFactory } from './canvas-like';
import { detailLevel, hasLodOutline, lodOutline } from './lod-outline';
import { drawInk, InkPainter } from './draw-outline';
import { StrokePaths } from './stroke-paths';
import { drawDesk, pageRect } from './draw-desk';
import { drawGrid } from './draw-grid';

/** Target strokes are a guide: drawn fainter than ink, beneath the user's strokes. */
const TARGET_OPACITY = 0.6;

/** Everything a frame shows. Revisions tell the renderer when its cached layer is out of date. */
export interface Scene<Image> {
  view: ViewState;
  viewport: Viewport;
  dpr: number;
  gridType: GridType;
  strokes: readonly Stroke[];
  strokesRevision: number;
  targets: readonly Stroke[];
  targetsRevision: number;
  background: Image | null;
  backgroundRevision: number;
  /** An opaque colour under everything (thumbnails); otherwise the surface stays transparent. */
  paper?: string;
}

/** The stroke being drawn: its live outline and ink. */
export interface ActiveInk {
  polygon: ReadonlyArray<readonly [number, number]>;
  style: Pick<Stroke, 'size' | 'toolParams' | 'color'>;
}

/** Counts for the stats API and tests. */
export interface RenderStats {
  framesDrawn: number;
  layerRenders: number;
  strokesDrawnInLastLayer: number;
}

function setDocumentTransform<Image>(
  ctx: Canvas2DLike<Image>,
  view: ViewState,
  viewport: Viewport,
  dpr: number,
): number {
  const [k, tx, ty] = documentToCssTransform(view, viewport);
  ctx.setTransform(k * dpr, 0, 0, k * dpr, tx * dpr, ty * dpr);
  return k * dpr;
}

/**
 * Limits the time a frame spends computing outlines not yet cached (the first frame of a large
 * loaded document would otherwise compute thousands at once). Drawing cached outlines is never
 * cut short, so a full redraw of a warm document stays one frame.
 */
export interface OutlineBudget {
  /** True once this frame's time for new outlines is spent. */
  exhausted(): boolean;
}

/**
 * Draws scenes to any canvas-like surface. Background, grid, targets and committed strokes live
 * in a cached layer re-rendered only when one of them or the view changes; a frame while
 * drawing then costs one drawImage plus the active stroke. Strokes outside the viewport are
 * culled; on screen, whatever lies beyond the page is cleared and veiled (drawDesk), so the screen
 * never shows ink that exports leave out. With an OutlineBudget, a layer whose outlines are not computed yet is built over
 * several frames, bottom stroke first, so stacking order is kept.
 */
export class Renderer<Image> {
  private layer: RenderSurface<Image> | null = null;
  private layerKey = '';
  /** The next stroke to draw onto a layer still being built, or -1 when the layer is complete. */
  private layerNext = -1;
  private layerStrokesDrawn = 0;
  readonly stats: RenderStats = { framesDrawn: 0, layerRenders: 0, strokesDrawnInLastLayer: 0 };
  /** Retained paths of committed strokes, when the surface has a path type (Path2D in the worker). */
  private readonly paths: StrokePaths | null;
  private readonly painter = new InkPainter<Image>();

  constructor(
    private readonly createSurface: SurfaceFactory<Image>,
    createPath?: PathFactory,
  ) {
    this.paths = createPath ? new StrokePaths(createPath) : null;
  }

  /**
   * Draws one frame: the cached layer (refreshed if stale) and the active ink on top. Returns
   * false when the budget left the layer unfinished (draw another frame soon).
   */
  drawFrame(
    target: RenderSurface<Image>,
    scene: Scene<Image>,
    active: ActiveInk | null,
    budget?: OutlineBudget,
  ): boolean {
    const layer = this.refreshLayer(target.width, target.height, scene, budget);
    const ctx = target.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, target.width, target.height);
    ctx.drawImage(layer.image, 0, 0, target.width, target.height);
    if (active) {
      const unitsToPixels = setDocumentTransform(ctx, scene.view, scene.viewport, scene.dpr);
      drawInk(ctx, active.polygon, active.style, 1, unitsToPixels);
    }
    drawDesk(ctx, target.width, target.height, pageRect(scene.view, scene.viewport, scene.dpr));
    this.stats.framesDrawn++;
    return this.layerNext < 0;
  }

  /**
   * Draws a scene straight to the target without the cache (replay): `partial` is drawn last.
   */
  drawDirect(target: RenderSurface<Image>, scene: Scene<Image>, partial: ActiveInk | null): void {
    this.drawStill(target, scene);
    if (partial) {
      const unitsToPixels = pixelsPerUnit(scene.view, scene.viewport) * scene.dpr;
      drawInk(target.ctx, partial.polygon, partial.style, 1, unitsToPixels);
    }
    drawDesk(target.ctx, target.width, target.height, pageRect(scene.view, scene.viewport, scene.dpr));
    this.stats.framesDrawn++;
  }

  /** Draws a whole scene to a surface that is not the screen (export): no cache, not counted as a frame. */
  drawStill(target: RenderSurface<Image>, scene: Scene<Image>): void {
    this.drawBackdrop(target.ctx, target.width, target.height, scene);
    this.stats.strokesDrawnInLastLayer = this.drawStrokes(target.ctx, scene, 0, undefined).drawn;
  }

  /** Forgets the cached layer (e.g. after the canvas lost its context). */
  invalidate(): void {
    this.layerKey = '';
  }

  private refreshLayer(
    width: number,
    height: number,
    scene: Scene<Image>,
    budget: OutlineBudget | undefined,
  ): RenderSurface<Image> {
    const key = [
      width,
      height,
      scene.dpr,
      scene.view.scale,
      scene.view.offsetX,
      scene.view.offsetY,
      scene.viewport.cssWidth,
      scene.viewport.cssHeight,
      scene.viewport.docWidth,
      scene.viewport.docHeight,
      scene.gridType,
      scene.strokesRevision,
      scene.targetsRevision,
      scene.backgroundRevision,
    ].join('|');
    let layer = this.layer;
    if (!layer || layer.width !== width || layer.height !== height) {
      layer = this.createSurface(width, height);
      this.layer = layer;
      this.layerKey = '';
    }
    if (key !== this.layerKey) {
      this.drawBackdrop(layer.ctx, width, height, scene);
      this.layerKey = key;
      this.layerNext = 0;
      this.layerStrokesDrawn = 0;
    } else if (this.layerNext >= 0) {
      // Continuing a layer begun in an earlier frame: its transform may have been reset since.
      setDocumentTransform(layer.ctx, scene.view, scene.viewport, scene.dpr);
    }
    if (this.layerNext >= 0) {
      const { next, drawn } = this.drawStrokes(layer.ctx, scene, this.layerNext, budget);
      this.layerStrokesDrawn += drawn;
      this.layerNext = next;
      if (next < 0) {
        this.stats.layerRenders++;
        this.stats.strokesDrawnInLastLayer = this.layerStrokesDrawn;
      }
    }
    return layer;
  }

  /** Clears the surface and draws what lies beneath the strokes; leaves the document transform set. */
  private drawBackdrop(ctx: Canvas2DLike<Image>, width: number, height: number, scene: Scene<Image>): void {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (scene.paper) {
      ctx.fillStyle = scene.paper;
      ctx.fillRect(0, 0, width, height);
    }
    const unitsToPixels = setDocumentTransform(ctx, scene.view, scene.viewport, scene.dpr);
    const { docWidth, docHeight } = scene.viewport;
    if (scene.background !== null) {
      ctx.globalAlpha = BACKGROUND_OPACITY;
      ctx.drawImage(scene.background, 0, 0, docWidth, docHeight);
      ctx.globalAlpha = 1;
    }
    drawGrid(ctx, scene.gridType, docWidth, docHeight, 1 / unitsToPixels);
    const visible = visibleDocumentBounds(scene.view, scene.viewport);
    const level = detailLevel(unitsToPixels);
    this.painter.begin(ctx, unitsToPixels, TARGET_OPACITY);
    for (const target of scene.targets) {
      if (boundsIntersect(strokeBounds(target), visible)) this.paintStroke(target, level);
    }
    this.painter.end();
  }

  /** Paints a committed (or target) stroke with the painter begun by the caller. */
  private paintStroke(stroke: Stroke, level: number): void {
    this.painter.paint(stroke, lodOutline(stroke, level), this.paths?.get(stroke, level) ?? null);
  }

  /**
   * Draws the visible strokes from index `from` on. Stops before a stroke whose outline is not
   * cached once the budget is spent (after computing at least one, so every frame progresses).
   * Returns where to continue (-1 when done) and how many strokes it drew.
   */
  private drawStrokes(
    ctx: Canvas2DLike<Image>,
    scene: Scene<Image>,
    from: number,
    budget: OutlineBudget | undefined,
  ): { next: number; drawn: number } {
    const visible = visibleDocumentBounds(scene.view, scene.viewport);
    const unitsToPixels = pixelsPerUnit(scene.view, scene.viewport) * scene.dpr;
    const level = detailLevel(unitsToPixels);
    const strokes = scene.strokes;
    let drawn = 0;
    let computed = 0;
    let next = -1;
    this.painter.begin(ctx, unitsToPixels);
    for (let i = from; i < strokes.length; i++) {
      const stroke = strokes[i] as Stroke;
      if (!boundsIntersect(strokeBounds(stroke), visible)) continue;
      if (budget && !hasLodOutline(stroke, level)) {
        if (computed > 0 && budget.exhausted()) {
          next = i;
          break;
        }
        computed++;
      }
      this.paintStroke(stroke, level);
      drawn++;
    }
    this.painter.end();
    return { next, drawn };
  }
}
