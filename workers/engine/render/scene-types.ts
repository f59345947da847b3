import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { PackedStroke } from '../document/packed-stroke';
import type { GridType } from '../../../src/shared/canvas/tools';
import type { ViewState, Viewport } from '../../../src/shared/canvas/view';

/** Everything a frame shows. Revisions tell the renderer when what it cached is out of date. */
export interface Scene<Image> {
  view: ViewState;
  viewport: Viewport;
  dpr: number;
  gridType: GridType;
  strokes: readonly PackedStroke[];
  strokesRevision: number;
  targets: readonly PackedStroke[];
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

/**
 * Limits the time a frame spends bringing the cached layer up to date (outlines to compute,
 * tiles to draw and rasterise): a loaded drawing, a zoom or a pan then fills in over several
 * frames while each frame still shows the view and the stroke being drawn.
 */
export interface FrameBudget {
  /** True once this frame's time for layer work is spent. */
  exhausted(): boolean;
}
