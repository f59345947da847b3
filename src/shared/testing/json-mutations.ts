import fc from 'fast-check';

type Path = ReadonlyArray<string | number>;

/** One change at one place of a JSON value; `at` picks the place (modulo the number of places). */
export type JsonMutation =
  | { kind: 'remove'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'add-key'; at: number; key: string; value: unknown }
  | { kind: 'repeat'; at: number; chars: number };

/** Texts that have broken parsers, databases, templates and mail headers before. */
const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e',
  '\ufeff',
  '\r\nBcc: x@example.com',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%',
  '{{ x',
  '{% for a in (1..1000000000) %}x{% endfor %}',
  'NaN',
  'null',
  '-0',
  '1e400',
  '2030-02-30T25:61:61Z',
  'Europe/Atlantis',
  'data:image/png;base64,',
  'x'.repeat(70_000),
];

/** Values of every JSON type and the edges of each, for any place of a body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    ...hostileTexts,
    null,
    true,
    false,
    0,
    -1,
    0.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    [],
    {},
    [[[[[[]]]]]],
    // JSON.parse makes __proto__ a key of its own, as a server reading this body would.
    JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
  // Deep nesting, for recursive readers (deeper would overflow JSON.stringify in a test worker).
  fc
    .integer({ min: 1, max: 1000 })
    .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

const keyArbitrary = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'role', 'userId', 'isAdmin', ''),
  fc.string({ maxLength: 10 }),
);

/** Mutations; a repeated text or list grows to at most `maxChars` of JSON. */
function jsonMutation(maxChars: number): fc.Arbitrary<JsonMutation> {
  return fc.oneof(
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileJson }),
    fc.record({ kind: fc.constant('add-key' as const), at: fc.nat(), key: keyArbitrary, value: hostileJson }),
    fc.record({
      kind: fc.constant('repeat' as const),
      at: fc.nat(),
      // Spread over the orders of magnitude: as many a little longer as far too long.
      chars: fc.integer({ min: 1, max: Math.floor(Math.log2(maxChars)) }).map((power) => 2 ** power),
    }),
  );
}

/** Every place in a value, the root first. */
function places(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => places(item, [...path, index], out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) places(item, [...path, key], out);
  return out;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so '__proto__' becomes a key of its own, as JSON.parse makes it.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** What a change returns to drop the place it was given. */
const removed = Symbol('removed');

function changed(value: unknown, path: Path, change: (old: unknown) => unknown | typeof removed): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = changed(copy[head as number], rest, change);
    if (next === removed) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as object)) setOwn(copy, key, item);
  const next = changed(copy[head as string], rest, change);
  if (next === removed) delete copy[head as string];
  else setOwn(copy, head as string, next);
  return copy;
}

/** The text or list repeated until its JSON is about `chars` long (anything else as it is). */
function repeated(value: unknown, chars: number): unknown {
  if (typeof value !== 'string' && !Array.isArray(value)) return value;
  const times = Math.max(2, Math.floor(chars / Math.max(1, JSON.stringify(value).length)));
  if (typeof value === 'string') return value.repeat(times);
  return Array.from({ length: times * Math.max(1, value.length) }, (_, i) => value[i % value.length] ?? null);
}

/** The value with one mutation applied (the input is not changed). */
export function applyMutation(value: unknown, mutation: JsonMutation): unknown {
  const all = places(value);
  const path = all[mutation.at % all.length] as Path;
  switch (mutation.kind) {
    case 'remove':
      return path.length === 0 ? undefined : changed(value, path, () => removed);
    case 'replace':
      return changed(value, path, () => mutation.value);
    case 'repeat':
      return changed(value, path, (old) => repeated(old, mutation.chars));
    case 'add-key':
      return changed(value, path, (old) => {
        if (typeof old !== 'object' || old === null || Array.isArray(old)) return old;
        const copy: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(old)) setOwn(copy, key, item);
        setOwn(copy, mutation.key, mutation.value);
        return copy;
      });
  }
}

/**
 * Values of `valid` with one to three mutations: mostly still well-formed, wrong in one place.
 * A repeated part grows to `maxChars` of JSON at most (the default: past the 64 KB body limit).
 */
export function mutatedJson(
  valid: fc.Arbitrary<unknown>,
  { maxChars = 200_000 } = {},
): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(jsonMutation(maxChars), { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, value));
}
