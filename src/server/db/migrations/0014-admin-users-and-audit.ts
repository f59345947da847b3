import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * The admin console's user management and audit log (issue 12).
 *
 * users: the external identity provider id an admin may set, and the indexes that keep the
 * console's sorts and keyset pages index walks with 100,000 accounts (each ends in id, the
 * tiebreak of every page). Email already has its unique index (stored lowercased).
 *
 * audit_log: one row per admin or editor change, written in the change's own transaction. The
 * actor has no foreign key: the record outlives the account that made it, so its email is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('external_id', 'text').execute();
  await db.schema.createIndex('users_created_at_id').on('users').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('users_lower_name_id')
    .on('users')
    .expression(sql`lower(name), id`)
    .execute();
  // The role filter and the last-admin check.
  await db.schema
    .createIndex('users_role_created_at')
    .on('users')
    .columns(['role', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  // Newest first, alone or under one filter.
  await db.schema.createIndex('audit_log_created_id').on('audit_log').columns(['created_at', 'id']).execute();
  for (const column of ['actor_id', 'actor_email', 'area'] as const) {
    await db.schema
      .createIndex(`audit_log_${column}_created_id`)
      .on('audit_log')
      .columns([column, 'created_at', 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('users_role_created_at').execute();
  await db.schema.dropIndex('users_lower_name_id').execute();
  await db.schema.dropIndex('users_created_at_id').execute();
  await db.schema.alterTable('users').dropColumn('external_id').execute();
}
