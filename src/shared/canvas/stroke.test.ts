import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_COORDINATE } from './limits';
import { StrokeSchema } from './stroke';
import { TRACED_TOOL_PARAMS } from './tool-params';

/** The points as they were checked before the per-array range check: each number by zod itself. */
const coordinate = z.number().min(-MAX_COORDINATE).max(MAX_COORDINATE);
const PointsCheckedPerNumber = z.array(
  z.object({
    x: coordinate,
    y: coordinate,
    pressure: z.number().min(0).max(1),
    tiltX: z.number().min(-90).max(90),
    tiltY: z.number().min(-90).max(90),
    t: z.number().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
);

const stroke = (points: unknown) => ({
  points,
  tool: 'fountain_pen',
  size: 3,
  color: '#2DD4BF',
  toolParams: TRACED_TOOL_PARAMS,
});

/** Each issue as a client sees it: where, what, and the message. */
const described = (issues: z.core.$ZodIssue[]) =>
  issues.map(({ code, path, message }) => ({ code, path, message }));

describe('StrokeSchema points', () => {
  it('refuses out-of-range fields exactly as per-number checks did: same codes, paths and messages', () => {
    // Numbers near every bound, and far beyond; -0 and the largest safe integer included.
    const near = (bound: number) => fc.constantFrom(bound, bound - 0.001, bound + 0.001, -bound);
    const field = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      near(MAX_COORDINATE),
      near(1),
      near(0),
      near(90),
      near(Number.MAX_SAFE_INTEGER),
    );
    const point = fc.record({ x: field, y: field, pressure: field, tiltX: field, tiltY: field, t: field });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const before = PointsCheckedPerNumber.safeParse(points);
        const now = StrokeSchema.safeParse(stroke(points));
        expect(now.success).toBe(before.success);
        if (before.success) expect(now.data?.points).toEqual(before.data);
        else
          expect(described(now.error?.issues ?? [])).toEqual(
            described(before.error.issues).map((issue) => ({ ...issue, path: ['points', ...issue.path] })),
          );
      }),
      { numRuns: 2000 },
    );
  });

  it('states the same ranges in JSON Schema (the OpenAPI document and generated test data)', () => {
    const schemaOf = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    const strokeSchema = schemaOf(StrokeSchema) as { properties: { points: { items: unknown } } };
    expect(strokeSchema.properties.points.items).toEqual(schemaOf(PointsCheckedPerNumber)['items']);
  });

  it('still refuses a point whose field is not a number, and drops fields it does not know', () => {
    const refused = StrokeSchema.safeParse(
      stroke([{ x: '1', y: 0, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0 }]),
    );
    expect(described(refused.error?.issues ?? [])).toEqual([
      {
        code: 'invalid_type',
        path: ['points', 0, 'x'],
        message: 'Invalid input: expected number, received string',
      },
    ]);
    const extra = StrokeSchema.parse(stroke([{ x: 1, y: 2, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0, z: 9 }]));
    expect(extra.points).toEqual([{ x: 1, y: 2, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0 }]);
  });
});
