import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * A member's practice: artworks (session drawings and free drawings), meditation sessions, the
 * idempotency records that make saves safe to retry, and preferences.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artworks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('session', 'drawing')`))
    .addColumn('title', 'text')
    // The CanvasDocument as JSON text: read back whole, never queried inside.
    .addColumn('document', 'text', (col) => col.notNull())
    // The PNG thumbnail's base64 (without the data: prefix).
    .addColumn('thumbnail_png', 'text', (col) => col.notNull())
    .addColumn('width', 'double precision', (col) => col.notNull())
    .addColumn('height', 'double precision', (col) => col.notNull())
    .addColumn('stroke_count', 'integer', (col) => col.notNull())
    // When it was drawn (a session's end), which orders the gallery; saved_at is when it arrived.
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('saved_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('artworks_user_created')
    .on('artworks')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('practice_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Deleting the artwork keeps the session: practice statistics never change with the gallery.
    .addColumn('artwork_id', 'text', (col) => col.references('artworks.id').onDelete('set null'))
    .addColumn('image_id', 'text', (col) => col.references('meditation_images.id').onDelete('set null'))
    .addColumn('soundtrack_id', 'text', (col) => col.references('soundtracks.id').onDelete('set null'))
    .addColumn('started_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('ended_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    // The zone the member practised in, for history; summaries count days in the zone they ask for.
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('saved_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('practice_sessions_user_started')
    .on('practice_sessions')
    .columns(['user_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('practice_sessions_artwork')
    .on('practice_sessions')
    .column('artwork_id')
    .execute();

  await db.schema
    .createTable('save_requests')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope in ('session', 'drawing')`))
    // SHA-256 of the validated body: a replay must match it, else 409.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // What the first request created. Plain ids: the artwork may be deleted, the record must stay.
    .addColumn('session_id', 'text')
    .addColumn('artwork_id', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    // The key is unique per member: the constraint, not a read-then-write, settles races.
    .addPrimaryKeyConstraint('save_requests_pk', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('member_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('session_length_minutes', 'integer', (col) =>
      col.notNull().check(sql`session_length_minutes between 1 and 120`),
    )
    .addColumn('soundtrack_id', 'text', (col) => col.references('soundtracks.id').onDelete('set null'))
    .addColumn('intro_shown', columnType.boolean, (col) => col.notNull().check(sql`intro_shown in (0, 1)`))
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_preferences').execute();
  await db.schema.dropTable('save_requests').execute();
  await db.schema.dropTable('practice_sessions').execute();
  await db.schema.dropTable('artworks').execute();
}
