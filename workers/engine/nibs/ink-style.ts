import type { Stroke } from '../../../src/shared/canvas/stroke';

/** How a stroke's ink is laid: fill opacity and a soft edge drawn over the outline. */
export interface InkStyle {
  /** Fill opacity: low flow lays thinner ink that builds up where strokes overlap. */
  alpha: number;
  /** Width (document units) of the soft edge; 0 for a crisp edge. */
  edgeWidth: number;
  /** Opacity of the soft edge. */
  edgeAlpha: number;
}

/** Even a starved pen lays this much ink: below it strokes read as mistakes, not texture. */
const MIN_ALPHA = 0.55;
/** edgeSharpness 0 bleeds the edge by this share of the size. */
const EDGE_BLEED = 0.3;
/** The bleed is fainter than the body. */
const EDGE_ALPHA_SHARE = 0.35;
/** Softer than this (units) is invisible; skip drawing it. */
const MIN_EDGE_WIDTH = 0.05;

/** The ink of a stroke from its flowRate and edgeSharpness (shared by the renderer and the SVG export). */
export function inkStyle(stroke: Pick<Stroke, 'size' | 'toolParams'>): InkStyle {
  const { flowRate, edgeSharpness } = stroke.toolParams;
  const alpha = MIN_ALPHA + (1 - MIN_ALPHA) * flowRate;
  const bleed = (1 - edgeSharpness) * EDGE_BLEED * stroke.size;
  return { alpha, edgeWidth: bleed < MIN_EDGE_WIDTH ? 0 : bleed, edgeAlpha: alpha * EDGE_ALPHA_SHARE };
}
