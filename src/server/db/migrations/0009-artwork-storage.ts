import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Storage quotas and large documents (ADR 014). Each artwork records its size, indexed with its
 * owner so a member's usage is summed from the index without reading any document. A document
 * larger than one part keeps its first part in the artwork row and the rest in
 * artwork_document_parts, written one part per statement so that no single write of a large save
 * holds the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('size_bytes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // octet_length: bytes as stored (UTF-8), on both dialects, without reading the text itself.
  await sql`update artworks set size_bytes = octet_length(document) + octet_length(thumbnail_png)`.execute(
    db,
  );
  await db.schema
    .createIndex('artworks_user_size')
    .on('artworks')
    .columns(['user_id', 'size_bytes'])
    .execute();

  await db.schema
    .createTable('artwork_document_parts')
    // No reference to artworks: parts are written before the artwork row, which arrives in the
    // save's transaction; parts of a save that never happened are deleted (ADR 014).
    .addColumn('artwork_id', 'text', (col) => col.notNull())
    // 1, 2, …: the artwork row holds part 0.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('artwork_document_parts_pk', ['artwork_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('artwork_document_parts_user_created')
    .on('artwork_document_parts')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_document_parts').execute();
  await db.schema.dropIndex('artworks_user_size').execute();
  await db.schema.alterTable('artworks').dropColumn('size_bytes').execute();
}
