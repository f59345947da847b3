import type { RenderSurface, SurfaceFactory } from './canvas-like';
import { TILE_SIZE } from './tile-space';

/** Spare tile surfaces kept for reuse: a pan or a zoom frees as many as it needs soon after. */
const MAX_SPARE = 16;

/** Tile-sized surfaces, reused rather than created and collected as tiles come and go. */
export class SurfacePool<Image> {
  private readonly spare: Array<RenderSurface<Image>> = [];

  constructor(private readonly create: SurfaceFactory<Image>) {}

  take(): RenderSurface<Image> {
    return this.spare.pop() ?? this.create(TILE_SIZE, TILE_SIZE);
  }

  release(surface: RenderSurface<Image>): void {
    if (this.spare.length < MAX_SPARE) this.spare.push(surface);
  }
}
