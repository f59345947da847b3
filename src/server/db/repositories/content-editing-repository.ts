import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ImageCategoriesTable, MeditationImagesTable, SoundtracksTable } from '../schema';
import type { ImageCategoryRow, MeditationImageRow, SoundtrackRow } from './content-catalog-repository';

/** The catalogue tables listed by sort order. */
export type OrderedContentTable = 'image_categories' | 'meditation_images' | 'soundtracks';

/** Gaps of 10 leave room to place an item between two others by hand. */
export const SORT_ORDER_STEP = 10;

/** The sort order that puts a new item last. */
export async function nextSortOrder(db: Kysely<DB>, table: OrderedContentTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + SORT_ORDER_STEP;
}

/** Ids with their sort order, in list order. */
export function listOrder(
  db: Kysely<DB>,
  table: OrderedContentTable,
): Promise<{ id: string; sort_order: number }[]> {
  return db.selectFrom(table).select(['id', 'sort_order']).orderBy('sort_order').orderBy('id').execute();
}

export async function setSortOrder(
  db: Kysely<DB>,
  table: OrderedContentTable,
  id: string,
  sortOrder: number,
  time: number,
): Promise<void> {
  await db.updateTable(table).set({ sort_order: sortOrder, updated_at: time }).where('id', '=', id).execute();
}

/** Images per category id. */
export async function countImagesByCategory(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('meditation_images')
    .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.count)]));
}

export function insertCategory(
  db: Kysely<DB>,
  row: Insertable<ImageCategoriesTable>,
): Promise<ImageCategoryRow> {
  return db.insertInto('image_categories').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateCategoryRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<ImageCategoriesTable>,
): Promise<ImageCategoryRow> {
  return db
    .updateTable('image_categories')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCategoryRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('image_categories').where('id', '=', id).execute();
}

export function insertImage(
  db: Kysely<DB>,
  row: Insertable<MeditationImagesTable>,
): Promise<MeditationImageRow> {
  return db.insertInto('meditation_images').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateImageRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<MeditationImagesTable>,
): Promise<MeditationImageRow> {
  return db
    .updateTable('meditation_images')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteImageRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('meditation_images').where('id', '=', id).execute();
}

export function insertSoundtrack(db: Kysely<DB>, row: Insertable<SoundtracksTable>): Promise<SoundtrackRow> {
  return db.insertInto('soundtracks').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateSoundtrackRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<SoundtracksTable>,
): Promise<SoundtrackRow> {
  return db
    .updateTable('soundtracks')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSoundtrackRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('soundtracks').where('id', '=', id).execute();
}
