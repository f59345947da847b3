import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * The meditation catalogue: asset files kept in the database (so every instance serves the same
 * bytes without shared disk), image categories, meditation images and soundtracks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_assets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('media_type', 'text', (col) => col.notNull())
    // SVG is kept as text; binary files (raster images, audio) as base64 text, portable to both dialects.
    .addColumn('encoding', 'text', (col) => col.notNull().check(sql`encoding in ('utf8', 'base64')`))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    // The strong ETag.
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('image_categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('alt_text', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('icon_asset_id', 'text', (col) => col.references('content_assets.id').onDelete('set null'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('meditation_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // No cascade: a category with images cannot be removed by accident.
    .addColumn('category_id', 'text', (col) => col.notNull().references('image_categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('alt_text', 'text', (col) => col.notNull())
    .addColumn('premium', columnType.boolean, (col) => col.notNull().check(sql`premium in (0, 1)`))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('svg', 'raster')`))
    .addColumn('source_asset_id', 'text', (col) => col.references('content_assets.id'))
    // An outside URL or a path of this site (e.g. a later upload); premium gating needs an asset.
    .addColumn('source_url', 'text')
    .addCheckConstraint(
      'meditation_images_one_source',
      sql`(source_asset_id is null and source_url is not null) or (source_asset_id is not null and source_url is null)`,
    )
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('meditation_images_category')
    .on('meditation_images')
    .columns(['category_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('meditation_images_source_asset')
    .on('meditation_images')
    .column('source_asset_id')
    .execute();

  await db.schema
    .createTable('soundtracks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('premium', columnType.boolean, (col) => col.notNull().check(sql`premium in (0, 1)`))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    // A file's length; null for silence and recipes, which play as long as asked.
    .addColumn('duration_ms', 'integer')
    .addColumn('source_kind', 'text', (col) =>
      col.notNull().check(sql`source_kind in ('silence', 'file', 'recipe')`),
    )
    .addColumn('source_asset_id', 'text', (col) => col.references('content_assets.id'))
    .addColumn('source_url', 'text')
    .addColumn('source_media_type', 'text')
    // SoundtrackRecipe JSON (src/shared/content/soundtrack-recipe.ts).
    .addColumn('recipe', 'text')
    .addCheckConstraint(
      'soundtracks_source_matches_kind',
      sql`(source_kind = 'silence' and source_asset_id is null and source_url is null and recipe is null)
        or (source_kind = 'recipe' and recipe is not null and source_asset_id is null and source_url is null)
        or (source_kind = 'file' and recipe is null and ((source_asset_id is null) <> (source_url is null)))`,
    )
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('soundtracks_source_asset')
    .on('soundtracks')
    .column('source_asset_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('soundtracks').execute();
  await db.schema.dropTable('meditation_images').execute();
  await db.schema.dropTable('image_categories').execute();
  await db.schema.dropTable('content_assets').execute();
}
