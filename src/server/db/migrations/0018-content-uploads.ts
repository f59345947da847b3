import type { Kysely } from 'kysely';

/**
 * Uploaded content files (issue 12, ADR 019). Seeded assets keep their bytes in `body`; an asset
 * uploaded in the console keeps them in a file under DATA_DIR/uploads, named `storage_file`
 * (generated, never the uploader's file name), with an empty `body`. The row keeps its media
 * type, size and hash, so serving, ETags and premium gating work the same for both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_assets').addColumn('storage_file', 'text').execute();
  await db.schema
    .createIndex('content_assets_storage_file')
    .on('content_assets')
    .column('storage_file')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('content_assets_storage_file').execute();
  await db.schema.alterTable('content_assets').dropColumn('storage_file').execute();
}
