import { BACKGROUND_OPACITY } from '../../../src/shared/canvas/constants';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { GridType } from '../../../src/shared/canvas/tools';
import { boundsIntersect } from '../geometry/bounds';
import { strokeBounds } from '../document/stroke-index';
import { documentToCssTransform, visibleDocumentBounds, type ViewState, type Viewport } from '../view';
import type { Canvas2DLike, RenderSurface, SurfaceFactory } from './canvas-like';
import { cachedOutline } from '../nibs/cached-outline';
import { drawInk } from './draw-outline';
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
 * Draws scenes to any canvas-like surface. Background, grid, targets and committed strokes live
 * in a cached layer re-rendered only when one of them or the view changes; a frame while
 * drawing then costs one drawImage plus the active stroke. Strokes outside the viewport are
 * culled.
 */
export class Renderer<Image> {
  private layer: RenderSurface<Image> | null = null;
  private layerKey = '';
  readonly stats: RenderStats = { framesDrawn: 0, layerRenders: 0, strokesDrawnInLastLayer: 0 };

  constructor(private readonly createSurface: SurfaceFactory<Image>) {}

  /** Draws one frame: the cached layer (refreshed if stale) and the active ink on top. */
  drawFrame(target: RenderSurface<Image>, scene: Scene<Image>, active: ActiveInk | null): void {
    const layer = this.refreshLayer(target.width, target.height, scene);
    const ctx = target.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, target.width, target.height);
    ctx.drawImage(layer.image, 0, 0, target.width, target.height);
    if (active) {
      setDocumentTransform(ctx, scene.view, scene.viewport, scene.dpr);
      drawInk(ctx, active.polygon, active.style);
    }
    this.stats.framesDrawn++;
  }

  /**
   * Draws a scene straight to the target without the cache (replay, export): `strokes` replaces
   * the scene's strokes, `partial` is drawn last.
   */
  drawDirect(target: RenderSurface<Image>, scene: Scene<Image>, partial: ActiveInk | null): void {
    this.drawScene(target.ctx, target.width, target.height, scene);
    if (partial) drawInk(target.ctx, partial.polygon, partial.style);
    this.stats.framesDrawn++;
  }

  /** Forgets the cached layer (e.g. after the canvas lost its context). */
  invalidate(): void {
    this.layerKey = '';
  }

  private refreshLayer(width: number, height: number, scene: Scene<Image>): RenderSurface<Image> {
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
      this.drawScene(layer.ctx, width, height, scene);
      this.layerKey = key;
      this.stats.layerRenders++;
    }
    return layer;
  }

  private drawScene(ctx: Canvas2DLike<Image>, width: number, height: number, scene: Scene<Image>): void {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const unitsToPixels = setDocumentTransform(ctx, scene.view, scene.viewport, scene.dpr);
    const { docWidth, docHeight } = scene.viewport;
    if (scene.background !== null) {
      ctx.globalAlpha = BACKGROUND_OPACITY;
      ctx.drawImage(scene.background, 0, 0, docWidth, docHeight);
      ctx.globalAlpha = 1;
    }
    drawGrid(ctx, scene.gridType, docWidth, docHeight, 1 / unitsToPixels);
    const visible = visibleDocumentBounds(scene.view, scene.viewport);
    for (const target of scene.targets) {
      if (boundsIntersect(strokeBounds(target), visible))
        drawInk(ctx, cachedOutline(target), target, TARGET_OPACITY);
    }
    let drawn = 0;
    for (const stroke of scene.strokes) {
      if (!boundsIntersect(strokeBounds(stroke), visible)) continue;
      drawInk(ctx, cachedOutline(stroke), stroke);
      drawn++;
    }
    this.stats.strokesDrawnInLastLayer = drawn;
  }
}
