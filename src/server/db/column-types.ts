/**
 * How values that SQLite and PostgreSQL store differently are kept, so the same query reads back
 * the same JavaScript value on both dialects:
 *
 * - Timestamps are epoch milliseconds in a `bigint` column (SQLite: INTEGER). The PostgreSQL pool
 *   parses int8 to a JavaScript number (see postgres.ts), so both give `number` — no time zones,
 *   no driver Date conversion, and the server clock's `nowMs()` is stored as is.
 * - Booleans are `integer` 0/1 columns with a CHECK constraint on both dialects; repositories map
 *   them with `toDbBoolean` / `fromDbBoolean`, because better-sqlite3 can neither bind nor return
 *   JavaScript booleans.
 */
export const columnType = { timestamp: 'bigint', boolean: 'integer' } as const;

/** Epoch milliseconds, as read from and written to a timestamp column. */
export type Timestamp = number;

/** The stored form of a boolean. */
export type DbBoolean = 0 | 1;

export function toDbBoolean(value: boolean): DbBoolean {
  return value ? 1 : 0;
}

export function fromDbBoolean(value: number): boolean {
  return value === 1;
}
