import fc from 'fast-check';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The part of JSON Schema 2020-12 that zod's toJSONSchema and the OpenAPI document write. */
export interface JsonSchemaObject {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  $ref?: string;
  /** Values a refinement the schema cannot state would accept (a PNG, a time zone): drawn often. */
  examples?: unknown[];
}

export type JsonSchema = JsonSchemaObject | boolean;

export interface SchemaArbitraryOptions {
  /** Where `$ref`s point into (the OpenAPI document); defaults to the schema itself. */
  root?: JsonSchema;
  /** date-time values mostly fall within a few days of this instant, as a client's would. */
  nowMs: number;
  /**
   * Stored ids a word names (see idsNamed): a property named like an id (`planId`, `ids`,
   * `user_id`) mostly gets one of those of its word, so that some bodies name a real record.
   */
  idsFor?: (word: string) => readonly string[];
}

/** Generated lists and texts stay short past their minimum: each case is one request. */
const EXTRA_ITEMS = 3;
const EXTRA_CHARS = 24;
/** Deeper `$ref` chains (a recursive schema) stop with null. */
const MAX_REF_DEPTH = 8;
const INT32 = 2 ** 31;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const anyJson = fc.jsonValue({ maxDepth: 3 });

interface Walk extends Required<Pick<SchemaArbitraryOptions, 'root' | 'nowMs' | 'idsFor'>> {
  refDepth: number;
}

function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported, not ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node as JsonSchema;
}

function lengthBounds(min: number | undefined, max: number | undefined, extra: number) {
  const minLength = min ?? 0;
  return { minLength, maxLength: Math.min(max ?? Infinity, minLength + extra) };
}

/** Mostly within the last two hours (so that two of them make a plausible span), else any time. */
function dateTime({ nowMs }: Walk): fc.Arbitrary<string> {
  const recent = fc.integer({ min: -2 * HOUR_MS, max: 0 });
  const days = fc.integer({ min: -3 * DAY_MS, max: DAY_MS });
  const any = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => ms - nowMs);
  return fc
    .oneof({ weight: 3, arbitrary: recent }, { weight: 1, arbitrary: days }, { weight: 1, arbitrary: any })
    .map((offset) => new Date(nowMs + offset).toISOString());
}

/** Texts matching the pattern, or undefined for one fast-check cannot generate from (a lookahead). */
function matchingArbitrary(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern).filter((text) => pattern.test(text));
  } catch {
    return undefined;
  }
}

function stringOf(schema: JsonSchemaObject, walk: Walk): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema.minLength, schema.maxLength, EXTRA_CHARS);
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'date-time') return dateTime(walk);
  if (schema.format === 'date') return dateTime(walk).map((text) => text.slice(0, 10));
  const matching =
    schema.pattern === undefined ? undefined : matchingArbitrary(new RegExp(schema.pattern, 'u'));
  if (matching) {
    // Too short a match is repeated: that keeps most patterns (`^[a-z-]+$`) matched at any length.
    return matching
      .map((text) =>
        text.length > 0 && text.length < minLength ? text.repeat(Math.ceil(minLength / text.length)) : text,
      )
      .filter(fits);
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().filter(fits);
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
      fc.string({ unit: 'grapheme', minLength, maxLength }),
    )
    .filter(fits);
}

function integerOf(schema: JsonSchemaObject): fc.Arbitrary<number> {
  const min = Math.max(
    Math.ceil(schema.minimum ?? -Infinity),
    schema.exclusiveMinimum === undefined ? -Infinity : Math.floor(schema.exclusiveMinimum) + 1,
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    Math.floor(schema.maximum ?? Infinity),
    schema.exclusiveMaximum === undefined ? Infinity : Math.ceil(schema.exclusiveMaximum) - 1,
    Number.MAX_SAFE_INTEGER,
  );
  const small = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32 - 1) });
  if (min >= -INT32 && max < INT32) return small;
  const wide = fc
    .double({ min, max, noNaN: true })
    .map((value) => Math.min(max, Math.max(min, Math.round(value))));
  return max < -INT32 || min >= INT32 ? wide : fc.oneof(small, wide);
}

function numberOf(schema: JsonSchemaObject): fc.Arbitrary<number> {
  if (schema.type === 'integer') return integerOf(schema);
  if (schema.multipleOf !== undefined) {
    const step = schema.multipleOf;
    return integerOf({
      minimum: (schema.minimum ?? schema.exclusiveMinimum ?? -1e9) / step,
      maximum: (schema.maximum ?? schema.exclusiveMaximum ?? 1e9) / step,
    }).map((times) => times * step);
  }
  return fc.double({
    min: schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE,
    max: schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function arrayOf(schema: JsonSchemaObject, walk: Walk): fc.Arbitrary<unknown[]> {
  const prefix = (schema.prefixItems ?? []).map((item) => arbitraryOf(item, walk));
  const bounds = lengthBounds(
    Math.max(0, (schema.minItems ?? 0) - prefix.length),
    schema.maxItems === undefined ? undefined : schema.maxItems - prefix.length,
    EXTRA_ITEMS,
  );
  const rest =
    schema.items === false || (schema.items === undefined && prefix.length > 0)
      ? fc.constant([])
      : schema.uniqueItems
        ? fc.uniqueArray(arbitraryOf(schema.items ?? true, walk), {
            ...bounds,
            selector: (v) => JSON.stringify(v),
          })
        : fc.array(arbitraryOf(schema.items ?? true, walk), bounds);
  return fc.tuple(fc.tuple(...prefix), rest).map(([head, tail]) => [...head, ...tail]);
}

/** `planId` → plan, `user_id` → user, `ids` → '' (any); undefined for a name that is not an id's. */
const idWord = (key: string) => /^(.*?)_?(?:id|Id|ID)s?$/.exec(key)?.[1];

/** A property's values: for one named like an id, mostly stored ids of its word. */
function propertyOf(key: string, schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const value = arbitraryOf(schema, walk);
  const word = idWord(key);
  const ids = word === undefined ? [] : walk.idsFor(word);
  if (ids.length === 0) return value;
  const id = fc.constantFrom(...ids);
  const stored =
    typeof schema === 'object' && schema.type === 'array' ? fc.array(id, { minLength: 1, maxLength: 3 }) : id;
  return fc.oneof({ weight: 2, arbitrary: stored }, { weight: 1, arbitrary: value });
}

function objectOf(schema: JsonSchemaObject, walk: Walk): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, propertyOf(key, value, walk)])),
    { requiredKeys: (schema.required ?? []).filter((key) => Object.hasOwn(properties, key)) },
  );
  const additional = schema.additionalProperties ?? (schema.properties === undefined ? true : false);
  if (additional === false) return known;
  const keys = schema.propertyNames
    ? (arbitraryOf(schema.propertyNames, walk) as fc.Arbitrary<string>)
    : fc.string({ maxLength: 12 });
  const extra = fc.dictionary(keys, arbitraryOf(additional, walk), { maxKeys: EXTRA_ITEMS });
  return fc.tuple(extra, known).map(([more, own]) => ({ ...more, ...own }));
}

function typeOf(type: JsonType, schema: JsonSchemaObject, walk: Walk): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, walk);
    case 'number':
    case 'integer':
      return numberOf({ ...schema, type });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, walk);
    case 'object':
      return objectOf(schema, walk);
  }
}

function generated(schema: JsonSchemaObject, walk: Walk): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, walk)));
  if (schema.allOf)
    return arbitraryOf(Object.assign({}, ...schema.allOf.filter((part) => part !== true)), walk);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typeOf(type, schema, walk)));
  if (schema.type) return typeOf(schema.type, schema, walk);
  if (schema.properties) return objectOf(schema, walk);
  if (schema.items || schema.prefixItems) return arrayOf(schema, walk);
  return anyJson;
}

function arbitraryOf(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean') return anyJson;
  if (schema.$ref !== undefined) {
    if (walk.refDepth >= MAX_REF_DEPTH) return fc.constant(null);
    const target = resolveRef(walk.root, schema.$ref);
    const { $ref: _ref, ...siblings } = schema;
    const merged = typeof target === 'boolean' ? siblings : { ...target, ...siblings };
    return arbitraryOf(merged, { ...walk, refDepth: walk.refDepth + 1 });
  }
  const value = generated(schema, walk);
  if (!schema.examples || schema.examples.length === 0) return value;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...schema.examples) },
    { weight: 1, arbitrary: value },
  );
}

/**
 * Values a JSON Schema accepts (as far as the schema can say: refinements it cannot state may
 * still refuse some, which is why `examples` are drawn often). Lists and texts are kept short.
 */
export function jsonSchemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> {
  const { root = schema, nowMs, idsFor = () => [] } = options;
  return arbitraryOf(schema, { root, nowMs, idsFor, refDepth: 0 });
}
