import { sql } from 'kysely';
import type { Database } from '../db/create-database';

/** Enough ids per table that most kinds of record are represented. */
const IDS_PER_TABLE = 20;

/** The ids of stored records, by table. */
export type StoredIds = ReadonlyMap<string, readonly string[]>;

/**
 * Ids of the records in every table with an `id` column, except `excluded`: values for a fuzzed
 * route's path parameters and id fields, so that some requests reach a real record.
 */
export async function storedIds(database: Database, excluded: readonly string[]): Promise<StoredIds> {
  const skip = new Set(excluded);
  const tables = (await database.db.introspection.getTables()).filter((table) =>
    table.columns.some((column) => column.name === 'id'),
  );
  const ids = new Map<string, string[]>();
  for (const table of tables) {
    const { rows } = await sql<{
      id: unknown;
    }>`select id from ${sql.table(table.name)} limit ${IDS_PER_TABLE}`.execute(database.db);
    const kept = rows.map(({ id }) => String(id)).filter((id) => !skip.has(id));
    if (kept.length > 0) ids.set(table.name, kept);
  }
  return ids;
}

/** A word's stem as table names hold it: `free-trials` → free_trial, `category` → categor. */
const stem = (word: string) =>
  word
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase()
    .replace(/(?:ies|y|s)$/, '');

/**
 * The ids of the tables a word names (`plan` → plans, `rules` → routing_rules, `checkout` →
 * local_checkout_sessions); every id for an empty word; none when no table matches.
 */
export function idsNamed(stored: StoredIds, word: string): string[] {
  const wanted = stem(word);
  const tables = [...stored.keys()].filter((table) => wanted === '' || table.includes(wanted));
  return [...new Set(tables.flatMap((table) => stored.get(table) ?? []))].sort();
}
