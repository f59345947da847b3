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
import { drawBeneath } from './draw-beneath';
import { detailLevel } from './lod-outline';
import { drawInk } from './draw-outline';
import { drawDesk, pageRect, type PixelRect } from './draw-desk';
import type { ActiveInk, FrameBudget, Scene } from './scene-types';
import { StrokeInk } from './stroke-ink';
import { TiledLayer, type DeviceTransform, type LayerState } from './tiled-layer';

export type { ActiveInk, FrameBudget, Scene } from './scene-types';
export type { LayerState } from './tiled-layer';

/** Counts for the stats API and tests. */
export interface RenderStats {
  framesDrawn: number;
  /** How many times the cached layer caught up with a change (document, backdrop or scale). */
  layerRenders: number;
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

/** Where the page lies on screen under the transform a frame was composed with. */
function pageUnder([scale, x, y]: DeviceTransform, viewport: Viewport): PixelRect {
  return { x, y, width: viewport.docWidth * scale, height: viewport.docHeight * scale };
}

/**
 * Draws scenes to any canvas-like surface. On screen, the background, grid, targets and
 * committed strokes come from a tiled cache (TiledLayer) brought up to date within each
 * frame's budget, so a frame while drawing costs the tiles' blits plus the active stroke, and
 * a pan, a zoom or a load never redraws the whole drawing in one frame (ADR 030). Whatever lies
 * beyond the page is cleared and veiled (drawDesk), so the screen never shows ink that exports
 * leave out. Exports and replay draw directly, whole and exact.
 */
export class Renderer<Image> {
  readonly stats: RenderStats = { framesDrawn: 0, layerRenders: 0 };
  private readonly ink: StrokeInk<Image>;
  private readonly layer: TiledLayer<Image>;

  constructor(createSurface: SurfaceFactory<Image>, createPath?: PathFactory) {
    this.ink = new StrokeInk<Image>(createPath);
    this.layer = new TiledLayer(createSurface, this.ink);
  }

  /** How far the cached layer had caught up with `scene` when last drawn. */
  layerState(scene: Scene<Image>): LayerState {
    return this.layer.stateFor(scene);
  }

  /**
   * Draws one frame: the cached layer (brought up to date as far as the budget allows, all of
   * it without one) and the active ink on top. Returns false when layer work remains (draw
   * another frame soon).
   */
  drawFrame(
    target: RenderSurface<Image>,
    scene: Scene<Image>,
    active: ActiveInk | null,
    budget?: FrameBudget,
  ): boolean {
    const { transform, done } = this.layer.draw(target, scene, budget);
    const ctx = target.ctx;
    if (active) {
      const [scale, x, y] = transform;
      ctx.setTransform(scale, 0, 0, scale, x, y);
      drawInk(ctx, active.polygon, active.style, 1, scale);
    }
    drawDesk(ctx, target.width, target.height, pageUnder(transform, scene.viewport));
    this.stats.framesDrawn++;
    this.stats.layerRenders = this.layer.renders;
    return done;
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
    const { ctx } = target;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, target.width, target.height);
    if (scene.paper) {
      ctx.fillStyle = scene.paper;
      ctx.fillRect(0, 0, target.width, target.height);
    }
    const unitsToPixels = setDocumentTransform(ctx, scene.view, scene.viewport, scene.dpr);
    const visible = visibleDocumentBounds(scene.view, scene.viewport);
    drawBeneath(ctx, scene, unitsToPixels, visible, this.ink);
    const level = detailLevel(unitsToPixels);
    this.ink.begin(ctx, unitsToPixels);
    for (const stroke of scene.strokes) {
      if (boundsIntersect(strokeBounds(stroke), visible)) this.ink.exact(stroke, level);
    }
    this.ink.end();
  }

  /** Forgets the cached layer (e.g. after the canvas lost its context). */
  invalidate(): void {
    this.layer.reset();
  }
}
