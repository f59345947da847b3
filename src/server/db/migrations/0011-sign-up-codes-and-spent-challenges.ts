import { type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Sign-up by emailed code (no account enumeration, ADR 013): a registration waits here until its
 * code comes back. A taken address gets a row too, without a code, so the two cannot be told
 * apart. And two-factor sign-in challenges become single use: a spent one is remembered until
 * it would have expired anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_registrations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pending_registrations_expires_at')
    .on('pending_registrations')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('spent_challenges')
    .addColumn('challenge_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('spent_challenges_expires_at')
    .on('spent_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_challenges').execute();
  await db.schema.dropTable('pending_registrations').execute();
}
