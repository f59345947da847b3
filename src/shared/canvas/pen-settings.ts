import { z } from 'zod';
import { ColorSchema } from './color';
import { DEFAULT_ERASER_SIZE, DEFAULT_PEN_COLOR, DEFAULT_PEN_SIZE } from './constants';
import { DEFAULT_TOOL_PARAMS, ToolParamsSchema } from './tool-params';
import { PEN_TOOLS, PenToolSchema, PressureCurveSchema } from './tools';

/** Everything the engine draws the next stroke with (the grid is a document setting, not the pen's). */
export const PenSettingsSchema = z.object({
  tool: PenToolSchema,
  /** The current pen's parameters; the engine keeps each pen's own. */
  toolParams: ToolParamsSchema,
  color: ColorSchema,
  size: z.number(),
  /** Eraser mode (the stylus's eraser end erases without it). */
  eraser: z.boolean(),
  /** The eraser's diameter in document units. */
  eraserSize: z.number(),
  pressureCurve: PressureCurveSchema,
});
export type PenSettings = z.infer<typeof PenSettingsSchema>;

/**
 * What setPen takes: any of the settings. Numbers are not range-checked here because the engine
 * clamps sizes and tool parameters into range rather than refusing them; toolParams change the
 * pen named in the same patch, or else the current one.
 */
export const PenPatchSchema = PenSettingsSchema.extend({
  toolParams: z.partialRecord(ToolParamsSchema.keyof(), z.number()),
}).partial();
export type PenPatch = z.infer<typeof PenPatchSchema>;

/** A fountain pen in teal, size 3; the eraser 20 units wide (spec §3). */
export const DEFAULT_PEN_SETTINGS: PenSettings = {
  tool: PEN_TOOLS[0],
  toolParams: DEFAULT_TOOL_PARAMS[PEN_TOOLS[0]],
  color: DEFAULT_PEN_COLOR,
  size: DEFAULT_PEN_SIZE,
  eraser: false,
  eraserSize: DEFAULT_ERASER_SIZE,
  pressureCurve: 'linear',
};
