import { z } from 'zod';
import { ColorSchema } from './color';
import { STROKE_SIZE_MAX, STROKE_SIZE_MIN } from './constants';
import { formatLimit, MAX_COORDINATE, MAX_POINTS_PER_STROKE } from './limits';
import { ToolParamsSchema } from './tool-params';
import { PenToolSchema } from './tools';

/** Each sample field's range, inclusive. */
const POINT_RANGES = {
  x: [-MAX_COORDINATE, MAX_COORDINATE],
  y: [-MAX_COORDINATE, MAX_COORDINATE],
  pressure: [0, 1],
  tiltX: [-90, 90],
  tiltY: [-90, 90],
  t: [0, Number.MAX_SAFE_INTEGER],
} as const;
type PointField = keyof typeof POINT_RANGES;
const POINT_FIELDS = Object.keys(POINT_RANGES) as PointField[];

/** A number whose range JSON Schema states (the OpenAPI document, generated clients and test data); pointRangeIssues checks it. */
const rangedNumber = (field: PointField) =>
  z.number().meta({ minimum: POINT_RANGES[field][0], maximum: POINT_RANGES[field][1] });

/**
 * One stylus sample in document units. pressure 0–1 (after the pressure curve), tiltX/tiltY in
 * degrees −90–90 as in PointerEvent, t in ms since the stroke began (so any drawing replays). The
 * fields' ranges are checked by pointRangeIssues, for a stroke's points at once.
 */
const PointSchema = z.object({
  x: rangedNumber('x'),
  y: rangedNumber('y'),
  pressure: rangedNumber('pressure'),
  tiltX: rangedNumber('tiltX'),
  tiltY: rangedNumber('tiltY'),
  t: rangedNumber('t'),
});
export type Point = z.infer<typeof PointSchema>;

const [X_MIN, X_MAX] = POINT_RANGES.x;
const [Y_MIN, Y_MAX] = POINT_RANGES.y;
const [PRESSURE_MIN, PRESSURE_MAX] = POINT_RANGES.pressure;
const [TILT_X_MIN, TILT_X_MAX] = POINT_RANGES.tiltX;
const [TILT_Y_MIN, TILT_Y_MAX] = POINT_RANGES.tiltY;
const [T_MIN, T_MAX] = POINT_RANGES.t;

/** Whether every field of the sample lies in its range: the common case, checked without a loop. */
function pointInRange({ x, y, pressure, tiltX, tiltY, t }: Point): boolean {
  return (
    x >= X_MIN &&
    x <= X_MAX &&
    y >= Y_MIN &&
    y <= Y_MAX &&
    pressure >= PRESSURE_MIN &&
    pressure <= PRESSURE_MAX &&
    tiltX >= TILT_X_MIN &&
    tiltX <= TILT_X_MAX &&
    tiltY >= TILT_Y_MIN &&
    tiltY <= TILT_Y_MAX &&
    t >= T_MIN &&
    t <= T_MAX
  );
}

/**
 * The issues `z.number().min().max()` would raise for each field out of range, with the same codes,
 * so the same messages. Checked per array of points, in one pass: a saved drawing holds thousands
 * of points, and zod's per-number checks cost the server most of a save's validation (ADR 040).
 */
function pointRangeIssues(points: Point[], issues: z.core.$ZodRawIssue[]): void {
  points.forEach((point, index) => {
    if (pointInRange(point)) return;
    for (const field of POINT_FIELDS) {
      const value = point[field];
      const [minimum, maximum] = POINT_RANGES[field];
      if (value >= minimum && value <= maximum) continue;
      const bound =
        value < minimum ? ({ code: 'too_small', minimum } as const) : ({ code: 'too_big', maximum } as const);
      issues.push({ ...bound, origin: 'number', inclusive: true, input: value, path: [index, field] });
    }
  });
}

export const StrokeSchema = z.object({
  points: z
    .array(PointSchema)
    .min(1, 'A stroke needs at least one point')
    .max(MAX_POINTS_PER_STROKE, `A stroke may hold at most ${formatLimit(MAX_POINTS_PER_STROKE)} points`)
    .check((context) => pointRangeIssues(context.value, context.issues)),
  tool: PenToolSchema,
  size: z.number().min(STROKE_SIZE_MIN).max(STROKE_SIZE_MAX),
  color: ColorSchema,
  toolParams: ToolParamsSchema,
});
export type Stroke = z.infer<typeof StrokeSchema>;

/** A tracing target: a stroke drawn as a guide beneath the user's strokes. */
export type TargetStroke = Stroke;
