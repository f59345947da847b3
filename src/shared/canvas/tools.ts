import { z } from 'zod';

/** The ten calligraphy pens (spec §3). The order is the toolbar's order. */
export const PEN_TOOLS = [
  'fountain_pen',
  'qalam',
  'quill',
  'chisel_pen',
  'brush',
  'copperplate_pen',
  'bamboo_pen',
  'automatic_pen',
  'ruling_pen',
  'folded_pen',
] as const;
export const PenToolSchema = z.enum(PEN_TOOLS);
export type PenTool = z.infer<typeof PenToolSchema>;

/** Pens whose nib is a flat edge swept along the path (width follows |sin(direction − nibAngle)|). */
export const BROAD_EDGE_TOOLS: readonly PenTool[] = [
  'qalam',
  'chisel_pen',
  'bamboo_pen',
  'automatic_pen',
  'folded_pen',
];

/** Grid types (spec §3); none is the default. */
export const GRID_TYPES = ['none', 'slanted', 'horizontal', 'square'] as const;
export const GridTypeSchema = z.enum(GRID_TYPES);
export type GridType = z.infer<typeof GridTypeSchema>;
export const DEFAULT_GRID_TYPE: GridType = 'none';

/** How raw stylus pressure is mapped before the nibs see it. */
export const PRESSURE_CURVES = ['soft', 'linear', 'firm'] as const;
export const PressureCurveSchema = z.enum(PRESSURE_CURVES);
export type PressureCurve = z.infer<typeof PressureCurveSchema>;
