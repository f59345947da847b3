import { type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Single-use credentials: password reset tokens, two-factor recovery codes, and the OAuth flow's
 * state (with its nonce and PKCE verifier) and one-time sign-in codes. Every token is stored as a
 * SHA-256 hash; the OAuth state is the key the provider echoes back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('used_at', columnType.timestamp)
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('used_at', columnType.timestamp)
    .execute();
  await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_codes').execute();
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
