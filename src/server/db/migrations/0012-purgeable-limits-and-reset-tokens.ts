import { type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Expired rate-limit rows and reset tokens are purged (issues 19, 20; ADR 012). Every rate-limit
 * row now says when it may be forgotten: before, a row stayed until its key was hit again. The
 * counters are transient, so that table is recreated rather than back-filled: limits start
 * afresh once, at the upgrade. Reset tokens already have an expiry; it gets an index to purge by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', columnType.timestamp, (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
  await db.schema
    .createIndex('password_reset_tokens_expires_at')
    .on('password_reset_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_reset_tokens_expires_at').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', columnType.timestamp, (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}
