import { describe, expect, it } from 'vitest';
import { analyticsPropertiesProblem } from './analytics-properties';

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('analyticsPropertiesProblem', () => {
  it('accepts flat and nested JSON objects within the limits', () => {
    expect(analyticsPropertiesProblem({})).toBeUndefined();
    expect(analyticsPropertiesProblem(keys(32))).toBeUndefined();
    expect(
      analyticsPropertiesProblem({ page: { path: '/', tags: ['a', 1, null, true, { x: 1.5 }] } }),
    ).toBeUndefined();
    expect(analyticsPropertiesProblem({ text: 'x'.repeat(8192 - 11) })).toBeUndefined();
  });

  it('refuses anything but an object', () => {
    for (const value of [null, [], 'x', 1, undefined])
      expect(analyticsPropertiesProblem(value)).toBe('Must be a JSON object');
  });

  it('counts the keys of nested objects too', () => {
    expect(analyticsPropertiesProblem(keys(33))).toMatch(/at most 32 keys/);
    expect(analyticsPropertiesProblem({ ...keys(30), nested: { a: 1 } })).toBeUndefined();
    expect(analyticsPropertiesProblem({ ...keys(30), nested: { a: 1, b: 2 } })).toMatch(/at most 32 keys/);
    expect(analyticsPropertiesProblem({ list: [{ a: 1 }, { ...keys(31) }] })).toMatch(/at most 32 keys/);
  });

  it('measures the size as UTF-8 JSON', () => {
    expect(analyticsPropertiesProblem({ text: 'x'.repeat(8192 - 10) })).toBe(
      'Must be at most 8192 bytes as JSON (got 8193)',
    );
    // 'é' is two bytes.
    expect(analyticsPropertiesProblem({ text: 'é'.repeat(4091) })).toMatch(/got 8193/);
  });

  it('refuses deep nesting without overflowing the stack', () => {
    expect(analyticsPropertiesProblem({ a: { b: { c: { d: { e: 1 } } } } })).toBeUndefined();
    expect(analyticsPropertiesProblem({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toMatch(/5 levels/);
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(analyticsPropertiesProblem({ deep })).toMatch(/5 levels/);
  });

  it('refuses values JSON cannot hold', () => {
    expect(analyticsPropertiesProblem({ n: Number.NaN })).toBe('Must hold only JSON values');
    expect(analyticsPropertiesProblem({ f: () => 1 })).toBe('Must hold only JSON values');
  });
});
