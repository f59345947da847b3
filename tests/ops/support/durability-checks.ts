import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/create-database';
import type { DB } from '../../../src/server/db/schema';
import { uploadsDir } from '../../../src/server/services/content/upload-store';
import { categoryNamePrefix, flagKeyPrefix } from './durability-writes';

const missing = (what: string, ids: Iterable<string>, from: ReadonlySet<string>) =>
  [...ids].filter((id) => !from.has(id)).map((id) => `${what}: ${id}`);

async function auditTargets(db: Kysely<DB>, action: string): Promise<Set<string>> {
  const rows = await db.selectFrom('audit_log').select('target_id').where('action', '=', action).execute();
  return new Set(rows.map((row) => row.target_id));
}

/**
 * Writes that are only partly stored, each as a line: what one transaction writes must be there
 * whole or not at all, and a stored upload's row must find its file with the bytes it names.
 */
export async function partialWrites(db: Kysely<DB>, dataDir: string): Promise<string[]> {
  const sessions = await db.selectFrom('practice_sessions').select(['id', 'artwork_id']).execute();
  const artworks = await db.selectFrom('artworks').select(['id', 'kind']).execute();
  const saves = await db.selectFrom('save_requests').select(['session_id', 'artwork_id']).execute();
  // Only the console's changes are audited; the seeded flags and categories are not.
  const flags = await db
    .selectFrom('feature_flags')
    .select('id')
    .where('key', 'like', `${flagKeyPrefix}%`)
    .execute();
  const categories = await db
    .selectFrom('image_categories')
    .select(['id', 'icon_asset_id'])
    .where('name', 'like', `${categoryNamePrefix}%`)
    .execute();
  const assets = await db
    .selectFrom('content_assets')
    .select(['id', 'storage_file', 'sha256'])
    .where('storage_file', 'is not', null)
    .execute();

  const ids = <T extends { id: string }>(rows: T[]) => new Set(rows.map((row) => row.id));
  const savedSessions = new Set(saves.flatMap((save) => (save.session_id === null ? [] : [save.session_id])));
  const savedArtworks = new Set(saves.map((save) => save.artwork_id));
  const sessionArtworks = new Set(sessions.flatMap((s) => (s.artwork_id === null ? [] : [s.artwork_id])));
  const assetIds = ids(assets);
  const flagAudits = await auditTargets(db, 'feature-flag.create');
  const categoryAudits = await auditTargets(db, 'category.create');

  const problems = [
    ...missing('a session without its idempotency record', ids(sessions), savedSessions),
    ...missing('an idempotency record without its session', savedSessions, ids(sessions)),
    ...missing('an artwork without its idempotency record', ids(artworks), savedArtworks),
    ...missing('an idempotency record without its artwork', savedArtworks, ids(artworks)),
    ...missing(
      'a session artwork without its session',
      artworks.filter((artwork) => artwork.kind === 'session').map((artwork) => artwork.id),
      sessionArtworks,
    ),
    ...missing('a feature flag without its audit entry', ids(flags), flagAudits),
    ...missing('a feature flag audit entry without its flag', flagAudits, ids(flags)),
    ...missing('a category without its audit entry', ids(categories), categoryAudits),
    ...missing('a category audit entry without its category', categoryAudits, ids(categories)),
  ];
  for (const asset of assets) {
    const bytes = await readFile(`${uploadsDir(dataDir)}/${asset.storage_file}`).catch(() => null);
    const tag = bytes && createHash('sha256').update(bytes).digest('base64url');
    if (tag !== asset.sha256) problems.push(`an upload whose file is missing or differs: ${asset.id}`);
  }
  const categoryAssets = new Set(
    categories.flatMap((c) => (c.icon_asset_id === null ? [] : [c.icon_asset_id])),
  );
  problems.push(...missing('an uploaded asset no category uses', assetIds, categoryAssets));
  return problems;
}

/** Files in DATA_DIR/uploads that no row names: left by a process that died before its commit. */
export async function orphanUploads(db: Kysely<DB>, dataDir: string): Promise<number> {
  const files = await readdir(uploadsDir(dataDir)).catch(() => []);
  const rows = await db.selectFrom('content_assets').select('storage_file').execute();
  const named = new Set(rows.map((row) => row.storage_file));
  return files.filter((file) => !named.has(file)).length;
}

async function sqliteIntegrity(db: Kysely<DB>): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  const keys = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(db);
  return [
    ...integrity.rows.map((row) => row.integrity_check).filter((line) => line !== 'ok'),
    ...keys.rows.map((row) => `foreign key violated: ${JSON.stringify(row)}`),
  ];
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

/**
 * PostgreSQL: amcheck verifies every table's heap (verify_heapam) and every B-tree index against
 * its heap (bt_index_check with heapallindexed); every constraint must be validated, and every
 * foreign key is checked row by row, as PRAGMA foreign_key_check does on SQLite.
 */
async function postgresIntegrity(db: Kysely<DB>): Promise<string[]> {
  await sql`CREATE EXTENSION IF NOT EXISTS amcheck`.execute(db);
  const problems: string[] = [];
  const tables = await sql<{ oid: number; name: string }>`
    SELECT c.oid, c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'`.execute(db);
  for (const table of tables.rows) {
    const corrupt = await sql<{
      msg: string;
    }>`SELECT msg FROM verify_heapam(${table.oid}::oid::regclass)`.execute(db);
    problems.push(...corrupt.rows.map((row) => `${table.name}: ${row.msg}`));
  }
  const indexes = await sql<{ oid: number }>`
    SELECT c.oid FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    WHERE c.relnamespace = current_schema()::regnamespace AND am.amname = 'btree'`.execute(db);
  // bt_index_check raises an error on a corrupt index, which fails the test with amcheck's message.
  for (const index of indexes.rows)
    await sql`SELECT bt_index_check(${index.oid}::oid::regclass, true)`.execute(db);
  const unvalidated = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint
    WHERE connamespace = current_schema()::regnamespace AND NOT convalidated`.execute(db);
  problems.push(...unvalidated.rows.map((row) => `constraint not validated: ${row.conname}`));
  const foreignKeys = await sql<ForeignKey>`
    SELECT conname AS name, conrelid::regclass::text AS child, confrelid::regclass::text AS parent,
      ARRAY(SELECT quote_ident(a.attname) FROM unnest(conkey) WITH ORDINALITY k(num, pos)
            JOIN pg_attribute a ON a.attrelid = conrelid AND a.attnum = k.num ORDER BY k.pos) AS "childColumns",
      ARRAY(SELECT quote_ident(a.attname) FROM unnest(confkey) WITH ORDINALITY k(num, pos)
            JOIN pg_attribute a ON a.attrelid = confrelid AND a.attnum = k.num ORDER BY k.pos) AS "parentColumns"
    FROM pg_constraint WHERE connamespace = current_schema()::regnamespace AND contype = 'f'`.execute(db);
  for (const key of foreignKeys.rows) {
    const present = key.childColumns.map((column) => `c.${column} IS NOT NULL`).join(' AND ');
    const match = key.childColumns
      .map((column, i) => `p.${key.parentColumns[i]} = c.${column}`)
      .join(' AND ');
    // Names come from the catalogue, quoted by regclass and quote_ident.
    const orphans = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${sql.raw(key.child)} c
      WHERE ${sql.raw(present)} AND NOT EXISTS (SELECT 1 FROM ${sql.raw(key.parent)} p WHERE ${sql.raw(match)})`.execute(
      db,
    );
    const count = orphans.rows[0]?.count ?? 0;
    if (count > 0) problems.push(`foreign key ${key.name} violated by ${count} rows of ${key.child}`);
  }
  return problems;
}

/** What the database's own checks find wrong: nothing, for a sound database. */
export function integrityProblems({ db, dialect }: Database): Promise<string[]> {
  return dialect === 'sqlite' ? sqliteIntegrity(db) : postgresIntegrity(db);
}
