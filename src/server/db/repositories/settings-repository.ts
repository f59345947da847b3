import type { Kysely } from 'kysely';
import { nowMs } from '../../clock';
import type { DB } from '../schema';

export async function getSetting(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setSetting(db: Kysely<DB>, key: string, value: string): Promise<void> {
  const time = nowMs();
  await db
    .insertInto('settings')
    .values({ key, value, created_at: time, updated_at: time })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: time }))
    .execute();
}

/**
 * Returns the stored value, storing `create()`'s result first when there is none. Safe when
 * several processes race on an empty table: only the first insert lands and everyone reads it back.
 */
export async function getOrCreateSetting(db: Kysely<DB>, key: string, create: () => string): Promise<string> {
  const existing = await getSetting(db, key);
  if (existing !== undefined) return existing;
  const time = nowMs();
  await db
    .insertInto('settings')
    .values({ key, value: create(), created_at: time, updated_at: time })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await getSetting(db, key);
  if (stored === undefined) throw new Error(`Setting ${key} vanished right after it was stored`);
  return stored;
}
