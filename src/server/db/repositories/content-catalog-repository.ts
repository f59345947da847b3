import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ImageCategoriesTable, MeditationImagesTable, SoundtracksTable } from '../schema';

export type ImageCategoryRow = Selectable<ImageCategoriesTable>;
export type MeditationImageRow = Selectable<MeditationImagesTable>;
export type SoundtrackRow = Selectable<SoundtracksTable>;

export function listCategories(db: Kysely<DB>): Promise<ImageCategoryRow[]> {
  return db.selectFrom('image_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findCategory(db: Kysely<DB>, id: string): Promise<ImageCategoryRow | undefined> {
  return db.selectFrom('image_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listImages(db: Kysely<DB>, categoryId?: string): Promise<MeditationImageRow[]> {
  let query = db.selectFrom('meditation_images').selectAll();
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  return query.orderBy('sort_order').orderBy('id').execute();
}

export function findImage(db: Kysely<DB>, id: string): Promise<MeditationImageRow | undefined> {
  return db.selectFrom('meditation_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listSoundtracks(db: Kysely<DB>): Promise<SoundtrackRow[]> {
  return db.selectFrom('soundtracks').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findSoundtrack(db: Kysely<DB>, id: string): Promise<SoundtrackRow | undefined> {
  return db.selectFrom('soundtracks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Seeding: each insert keeps an existing row as it is, so an edited or re-run catalogue never changes. */
export async function insertCategoryIfMissing(
  db: Kysely<DB>,
  row: Insertable<ImageCategoriesTable>,
): Promise<void> {
  await db
    .insertInto('image_categories')
    .values(row)
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

export async function insertImageIfMissing(
  db: Kysely<DB>,
  row: Insertable<MeditationImagesTable>,
): Promise<void> {
  await db
    .insertInto('meditation_images')
    .values(row)
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

export async function insertSoundtrackIfMissing(
  db: Kysely<DB>,
  row: Insertable<SoundtracksTable>,
): Promise<void> {
  await db
    .insertInto('soundtracks')
    .values(row)
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}
