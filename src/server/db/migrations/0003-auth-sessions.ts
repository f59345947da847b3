import { type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Sign-in sessions (one per sign-in, the refresh-token family) and their refresh tokens, stored
 * as SHA-256 hashes only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('last_used_at', columnType.timestamp, (col) => col.notNull())
    // The absolute end; the idle end is last_used_at + REFRESH_TOKEN_IDLE_TTL.
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', columnType.timestamp)
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_id').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('auth_sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('rotated_at', columnType.timestamp)
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id')
    .on('refresh_tokens')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('auth_sessions').execute();
}
