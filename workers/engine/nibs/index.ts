import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { PenTool } from '../../../src/shared/canvas/tools';
import { automaticPen } from './automatic-pen';
import { bambooPen } from './bamboo-pen';
import { brush } from './brush';
import { chiselPen } from './chisel-pen';
import { copperplatePen } from './copperplate-pen';
import { foldedPen } from './folded-pen';
import { fountainPen } from './fountain-pen';
import type { NibModel } from './nib-model';
import { OutlineBuilder, type OutlineStyle } from './outline/outline-builder';
import { quill } from './quill';
import { qalam } from './qalam';
import { rulingPen } from './ruling-pen';

/** Every pen's nib model, by tool. */
export const NIB_MODELS: Readonly<Record<PenTool, NibModel>> = {
  fountain_pen: fountainPen,
  qalam,
  quill,
  chisel_pen: chiselPen,
  brush,
  copperplate_pen: copperplatePen,
  bamboo_pen: bambooPen,
  automatic_pen: automaticPen,
  ruling_pen: rulingPen,
  folded_pen: foldedPen,
};

/** A builder for a stroke being drawn: push points as they arrive, finish on pen up. */
export function createOutlineBuilder(style: OutlineStyle): OutlineBuilder {
  return new OutlineBuilder(NIB_MODELS[style.tool], style);
}

/**
 * The closed outline polygon of a stroke in document units (the last point connects to the
 * first), as drawn by its pen: used by the renderer and the SVG export. Pure: the same stroke
 * always gives the same outline (texture is seeded by the stroke).
 */
export function outlineStroke(stroke: Stroke): Array<[number, number]> {
  const builder = createOutlineBuilder(stroke);
  builder.pushMany(stroke.points);
  builder.finish();
  return builder.polygon();
}
