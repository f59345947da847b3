import { z } from 'zod';
import { ColorSchema } from './color';
import { STROKE_SIZE_MAX, STROKE_SIZE_MIN } from './constants';
import { formatLimit, MAX_COORDINATE, MAX_POINTS_PER_STROKE } from './limits';
import { ToolParamsSchema } from './tool-params';
import { PenToolSchema } from './tools';

const coordinate = z.number().min(-MAX_COORDINATE).max(MAX_COORDINATE);

/**
 * One stylus sample in document units. pressure 0–1 (after the pressure curve), tiltX/tiltY in
 * degrees −90–90 as in PointerEvent, t in ms since the stroke began (so any drawing replays).
 */
export const PointSchema = z.object({
  x: coordinate,
  y: coordinate,
  pressure: z.number().min(0).max(1),
  tiltX: z.number().min(-90).max(90),
  tiltY: z.number().min(-90).max(90),
  t: z.number().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type Point = z.infer<typeof PointSchema>;

export const StrokeSchema = z.object({
  points: z
    .array(PointSchema)
    .min(1, 'A stroke needs at least one point')
    .max(MAX_POINTS_PER_STROKE, `A stroke may hold at most ${formatLimit(MAX_POINTS_PER_STROKE)} points`),
  tool: PenToolSchema,
  size: z.number().min(STROKE_SIZE_MIN).max(STROKE_SIZE_MAX),
  color: ColorSchema,
  toolParams: ToolParamsSchema,
});
export type Stroke = z.infer<typeof StrokeSchema>;

/** A tracing target: a stroke drawn as a guide beneath the user's strokes. */
export type TargetStroke = Stroke;
