import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Service accounts and their API tokens (issue 12, ADR 017): what authenticates the machine API
 * under /api/v1.
 *
 * api_tokens keeps only the SHA-256 of each secret (unique: the lookup on every call) and a short
 * hint of its start for the console. Scopes and the IP allow list are JSON arrays of text; an
 * empty allow list admits any address. Revocation is a timestamp, never cleared, with the reason
 * and who revoked. Tokens go with their account (cascade); audit entries keep their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('active', columnType.boolean, (col) => col.notNull().check(sql`active in (0, 1)`))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_accounts_created_id')
    .on('service_accounts')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('service_account_id', 'text', (col) =>
      col.notNull().references('service_accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('token_hint', 'text', (col) => col.notNull())
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('allowed_ips', 'text', (col) => col.notNull())
    .addColumn('expires_at', columnType.timestamp)
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('last_used_at', columnType.timestamp)
    .addColumn('last_used_ip', 'text')
    .addColumn('revoked_at', columnType.timestamp)
    .addColumn('revoked_by', 'text')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema
    .createIndex('api_tokens_account_created')
    .on('api_tokens')
    .columns(['service_account_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.dropTable('service_accounts').execute();
}
