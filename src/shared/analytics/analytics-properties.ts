import { z } from 'zod';

/** At most this many keys in all, counting those of nested objects: bounds what one event can carry. */
export const ANALYTICS_PROPERTIES_MAX_KEYS = 32;
/** At most this many bytes as UTF-8 JSON. */
export const ANALYTICS_PROPERTIES_MAX_BYTES = 8 * 1024;
/** Objects and arrays nested at most this deep (the properties object itself is level 1). */
export const ANALYTICS_PROPERTIES_MAX_DEPTH = 5;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type AnalyticsProperties = Record<string, JsonValue>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isJsonScalar = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/**
 * Why `value` is not acceptable event properties, or undefined when it is. Walks with its own
 * stack, not recursion, so a deeply nested body is refused rather than overflowing the call stack;
 * the size is measured only once the depth and key count are known to be small.
 */
export function analyticsPropertiesProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'Must be a JSON object';
  let keys = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (isJsonScalar(next.value)) continue;
    if (!isObject(next.value) && !Array.isArray(next.value)) return 'Must hold only JSON values';
    if (next.depth > ANALYTICS_PROPERTIES_MAX_DEPTH)
      return `Must nest at most ${ANALYTICS_PROPERTIES_MAX_DEPTH} levels deep`;
    const children = Object.values(next.value);
    if (isObject(next.value)) {
      keys += children.length;
      if (keys > ANALYTICS_PROPERTIES_MAX_KEYS)
        return `Must have at most ${ANALYTICS_PROPERTIES_MAX_KEYS} keys, nested ones included`;
    }
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  if (bytes > ANALYTICS_PROPERTIES_MAX_BYTES)
    return `Must be at most ${ANALYTICS_PROPERTIES_MAX_BYTES} bytes as JSON (got ${bytes})`;
  return undefined;
}

/** Event or person properties: a JSON object within the limits above; absent means none. */
export const analyticsPropertiesSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = analyticsPropertiesProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as AnalyticsProperties);
