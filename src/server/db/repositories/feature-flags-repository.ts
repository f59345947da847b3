import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, FeatureFlagsTable } from '../schema';

export type FeatureFlagRow = Selectable<FeatureFlagsTable>;

/** Every flag, by key. */
export function listFeatureFlags(db: Kysely<DB>): Promise<FeatureFlagRow[]> {
  return db.selectFrom('feature_flags').selectAll().orderBy('key').execute();
}

export function findFeatureFlag(db: Kysely<DB>, id: string): Promise<FeatureFlagRow | undefined> {
  return db.selectFrom('feature_flags').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertFeatureFlag(
  db: Kysely<DB>,
  row: Insertable<FeatureFlagsTable>,
): Promise<FeatureFlagRow> {
  return db.insertInto('feature_flags').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Inserts the flag unless its key exists; an existing flag keeps an admin's settings. */
export async function insertFeatureFlagIfMissing(
  db: Kysely<DB>,
  row: Insertable<FeatureFlagsTable>,
): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function updateFeatureFlagRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<FeatureFlagsTable>,
): Promise<FeatureFlagRow | undefined> {
  return db.updateTable('feature_flags').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteFeatureFlagRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('feature_flags').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
