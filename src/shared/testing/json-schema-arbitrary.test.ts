import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyMutation } from './json-mutations';
import { jsonSchemaArbitrary, type JsonSchema } from './json-schema-arbitrary';

const nowMs = Date.parse('2030-01-15T12:00:00Z');
const arbitraryOf = (schema: z.ZodType, options: { idsFor?: (word: string) => readonly string[] } = {}) =>
  jsonSchemaArbitrary(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, { nowMs, ...options });

const point = z.object({ x: z.number().min(-5).max(5), y: z.int().gt(0).lte(3) }).meta({ id: 'Point' });
const schemas = {
  texts: z.strictObject({
    name: z.string().min(3).max(8),
    code: z.string().regex(/^\d{6}$/),
    slug: z
      .string()
      .min(8)
      .max(20)
      .regex(/^[a-z0-9-]+$/),
    at: z.iso.datetime(),
    mail: z.email(),
  }),
  numbers: z.object({
    count: z.int().min(0).max(10),
    ratio: z.number().gt(0).lt(1),
    big: z.int().max(2 ** 40),
  }),
  lists: z.object({ points: z.array(point).min(1).max(3), tags: z.array(z.enum(['a', 'b'])).max(2) }),
  choices: z.object({
    kind: z.literal('x'),
    value: z.union([z.string().max(3), z.number(), z.null()]),
    maybe: z.boolean().optional(),
    map: z.record(z.string().max(4), z.number()),
  }),
};

describe('jsonSchemaArbitrary', () => {
  for (const [name, schema] of Object.entries(schemas))
    it(`gives values the zod schema accepts: ${name}`, () => {
      fc.assert(
        fc.property(arbitraryOf(schema), (value) => {
          expect(schema.safeParse(value).error?.issues).toBeUndefined();
        }),
        { numRuns: 300 },
      );
    });

  it('draws examples often, for what refinements accept and the schema cannot say', () => {
    const odd = z
      .string()
      .meta({ examples: ['valid'] })
      .refine((text) => text === 'valid');
    const values = fc.sample(arbitraryOf(odd), 200);
    expect(values.filter((value) => value === 'valid').length).toBeGreaterThan(100);
  });

  it('names stored ids in id-like properties, by the word before Id', () => {
    const values = fc.sample(
      arbitraryOf(z.object({ planId: z.string() }), {
        idsFor: (word) => (word === 'plan' ? ['premium'] : []),
      }),
      200,
    );
    expect(
      values.filter((value) => (value as { planId: string }).planId === 'premium').length,
    ).toBeGreaterThan(100);
  });
});

describe('applyMutation', () => {
  it('changes a copy at one place, never the value it is given', () => {
    const value = { a: [1, { b: 'x' }] };
    const frozen = JSON.stringify(value);
    expect(applyMutation(value, { kind: 'remove', at: 2 })).toEqual({ a: [{ b: 'x' }] });
    expect(applyMutation(value, { kind: 'replace', at: 4, value: null })).toEqual({ a: [1, { b: null }] });
    expect(applyMutation(value, { kind: 'repeat', at: 4, chars: 10 })).toEqual({ a: [1, { b: 'xxx' }] });
    expect(JSON.stringify(value)).toBe(frozen);
  });

  it('adds __proto__ as a key of its own, as JSON.parse would', () => {
    const mutated = applyMutation({}, { kind: 'add-key', at: 0, key: '__proto__', value: { admin: true } });
    expect(JSON.stringify(mutated)).toBe('{"__proto__":{"admin":true}}');
  });
});
