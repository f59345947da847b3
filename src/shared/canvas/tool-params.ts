import { z } from 'zod';
import type { PenTool } from './tools';

const unit = z.number().min(0).max(1);

/**
 * The nine parameters of a pen (spec §3). Angles are degrees measured from +x toward +y
 * (y points down), so nibAngle 45 is a nib edge running from top-left to bottom-right.
 */
export const ToolParamsSchema = z.object({
  /** Broad-edge nib width as a share of the stroke size (0–1). */
  nibWidth: unit,
  /** Angle of the nib edge, 0–180 degrees. */
  nibAngle: z.number().min(0).max(180),
  /** How much pressure changes the width (0 = none). */
  pressureSensitivity: unit,
  /** How much pen tilt turns or widens the nib (0 = none). */
  tiltSensitivity: unit,
  /** How freely ink flows: low flow lays thinner, more transparent ink. */
  flowRate: unit,
  /** How strongly the ends of a stroke thin out. */
  tapering: unit,
  /** Seeded roughness of the edge and width (paper grain, fibres). */
  textureAmount: unit,
  /** 1 = crisp edge, 0 = soft, bleeding edge. */
  edgeSharpness: unit,
  /** Seeded wobble of the nib angle along the stroke. */
  angleVariability: unit,
});
export type ToolParams = z.infer<typeof ToolParamsSchema>;
export const TOOL_PARAM_KEYS = Object.keys(ToolParamsSchema.shape) as Array<keyof ToolParams>;

/** Traced strokes use these parameters (spec §3). */
export const TRACED_TOOL_PARAMS: ToolParams = {
  nibWidth: 0.5,
  nibAngle: 45,
  pressureSensitivity: 0.7,
  tiltSensitivity: 0.5,
  flowRate: 0.5,
  tapering: 0.5,
  textureAmount: 0,
  edgeSharpness: 0.5,
  angleVariability: 0.1,
};

/**
 * Each pen's own defaults: the character a calligrapher expects when picking it up.
 * docs/nibs.md explains each choice.
 */
export const DEFAULT_TOOL_PARAMS: Readonly<Record<PenTool, ToolParams>> = {
  // A firm steel nib: small swell with pressure, almost no texture.
  fountain_pen: {
    nibWidth: 0.35,
    nibAngle: 40,
    pressureSensitivity: 0.35,
    tiltSensitivity: 0.2,
    flowRate: 0.85,
    tapering: 0.25,
    textureAmount: 0.02,
    edgeSharpness: 0.9,
    angleVariability: 0.02,
  },
  // Cut reed held at the steep angle of Arabic scripts; fibrous edge.
  qalam: {
    nibWidth: 1,
    nibAngle: 70,
    pressureSensitivity: 0.25,
    tiltSensitivity: 0.4,
    flowRate: 0.75,
    tapering: 0.3,
    textureAmount: 0.25,
    edgeSharpness: 0.8,
    angleVariability: 0.12,
  },
  // A flexible feather quill: swells with pressure, slightly oblique, ink runs dry.
  quill: {
    nibWidth: 0.55,
    nibAngle: 35,
    pressureSensitivity: 0.75,
    tiltSensitivity: 0.3,
    flowRate: 0.6,
    tapering: 0.55,
    textureAmount: 0.15,
    edgeSharpness: 0.75,
    angleVariability: 0.08,
  },
  // Western italic at 45°: crisp, even, no pressure.
  chisel_pen: {
    nibWidth: 1,
    nibAngle: 45,
    pressureSensitivity: 0.1,
    tiltSensitivity: 0.3,
    flowRate: 0.9,
    tapering: 0.15,
    textureAmount: 0.02,
    edgeSharpness: 0.95,
    angleVariability: 0.02,
  },
  // Round pointed brush: pressure does everything, soft edges, long tapers.
  brush: {
    nibWidth: 0.5,
    nibAngle: 45,
    pressureSensitivity: 0.9,
    tiltSensitivity: 0.5,
    flowRate: 0.7,
    tapering: 0.7,
    textureAmount: 0.2,
    edgeSharpness: 0.55,
    angleVariability: 0.1,
  },
  // Pointed flexible nib: hairline to shade.
  copperplate_pen: {
    nibWidth: 0.1,
    nibAngle: 55,
    pressureSensitivity: 1,
    tiltSensitivity: 0.1,
    flowRate: 0.85,
    tapering: 0.5,
    textureAmount: 0,
    edgeSharpness: 0.95,
    angleVariability: 0,
  },
  // A split bamboo: rough, dry, wobbly.
  bamboo_pen: {
    nibWidth: 0.9,
    nibAngle: 30,
    pressureSensitivity: 0.35,
    tiltSensitivity: 0.4,
    flowRate: 0.45,
    tapering: 0.35,
    textureAmount: 0.5,
    edgeSharpness: 0.6,
    angleVariability: 0.3,
  },
  // Poster pen: a wide, constant, square-ended line.
  automatic_pen: {
    nibWidth: 1,
    nibAngle: 20,
    pressureSensitivity: 0.05,
    tiltSensitivity: 0.1,
    flowRate: 0.95,
    tapering: 0,
    textureAmount: 0.05,
    edgeSharpness: 1,
    angleVariability: 0,
  },
  // Ink held between two blades: the line depends on how the pen is laid over (tilt) and speed.
  ruling_pen: {
    nibWidth: 0.8,
    nibAngle: 60,
    pressureSensitivity: 0.6,
    tiltSensitivity: 0.9,
    flowRate: 0.5,
    tapering: 0.6,
    textureAmount: 0.45,
    edgeSharpness: 0.85,
    angleVariability: 0.35,
  },
  // Cola pen: folded metal whose contact grows with pressure; striated ink.
  folded_pen: {
    nibWidth: 1,
    nibAngle: 35,
    pressureSensitivity: 0.8,
    tiltSensitivity: 0.5,
    flowRate: 0.55,
    tapering: 0.25,
    textureAmount: 0.6,
    edgeSharpness: 0.7,
    angleVariability: 0.2,
  },
};

/** Clamps every parameter into its range; non-finite values fall back to the tool's default. */
export function clampToolParams(
  params: Partial<Record<keyof ToolParams, unknown>>,
  tool: PenTool,
): ToolParams {
  const defaults = DEFAULT_TOOL_PARAMS[tool];
  const result = { ...defaults };
  for (const key of TOOL_PARAM_KEYS) {
    const value = params[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const max = key === 'nibAngle' ? 180 : 1;
    result[key] = Math.min(max, Math.max(0, value));
  }
  return result;
}
