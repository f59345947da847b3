import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/** Accounts and their external identities (Google, Apple: issuer + subject). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lowercased, so the unique constraint makes addresses unique regardless of case.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text')
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'editor', 'user')`))
    .addColumn('password_hash', 'text')
    // AES-256-GCM ciphertext; set (with enabled 0) while set-up awaits its first code.
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_enabled', columnType.boolean, (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`two_factor_enabled in (0, 1)`),
    )
    // The last accepted TOTP time step: a code is accepted only for a later step (no replays).
    .addColumn('two_factor_last_step', columnType.timestamp)
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addUniqueConstraint('user_identities_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id').on('user_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('users').execute();
}
