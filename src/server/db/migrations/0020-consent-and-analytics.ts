import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Consent and analytics (issue 13, ADR 021).
 *
 * member_consents / anonymous_consents: the cookie-consent status of `/api/consent`, keyed by the
 * account, or by the consent session id of a signed-out browser (purged two days after its last
 * change: the session cookie lasts one day). A null status is no row.
 *
 * consent_records: the consent ledger, append-only — the server inserts and reads, never updates
 * or deletes. user_id is as the browser stated it, without a foreign key: the proof outlives the
 * account.
 *
 * analytics_events: tracked events and identify calls as received, kept ANALYTICS_RETENTION_DAYS;
 * user_id only from a verified session (cascade: a deleted account takes its events along),
 * distinct_id the id a signed-out browser stated. analytics_daily: events per UTC day per name,
 * rolled up from complete days before they are purged, kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_consents')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('consent_type', 'text', (col) => col.notNull())
    .addColumn('status', columnType.boolean, (col) => col.notNull().check(sql`status in (0, 1)`))
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('member_consents_pk', ['user_id', 'consent_type'])
    .execute();

  await db.schema
    .createTable('anonymous_consents')
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('consent_type', 'text', (col) => col.notNull())
    .addColumn('status', columnType.boolean, (col) => col.notNull().check(sql`status in (0, 1)`))
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('anonymous_consents_pk', ['session_id', 'consent_type'])
    .execute();
  await db.schema
    .createIndex('anonymous_consents_updated_at')
    .on('anonymous_consents')
    .column('updated_at')
    .execute();

  const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('website_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('analytics', columnType.boolean, (col) => col.notNull().check(flag('analytics')))
    .addColumn('social', columnType.boolean, (col) => col.notNull().check(flag('social')))
    .addColumn('advertising', columnType.boolean, (col) => col.notNull().check(flag('advertising')))
    .addColumn('consent_method', 'text', (col) =>
      col.notNull().check(sql`consent_method in ('init', 'accept', 'decline', 'save_preferences')`),
    )
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('anonymised_ip', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('received_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  // The admin list, newest first, alone or by method.
  await db.schema
    .createIndex('consent_records_received_id')
    .on('consent_records')
    .columns(['received_at', 'id'])
    .execute();
  await db.schema
    .createIndex('consent_records_method_received_id')
    .on('consent_records')
    .columns(['consent_method', 'received_at', 'id'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('track', 'identify')`))
    .addColumn('event', 'text')
    .addColumn('properties', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('distinct_id', 'text')
    .addColumn('received_at', columnType.timestamp, (col) => col.notNull())
    .addCheckConstraint(
      'analytics_events_event_of_kind',
      sql`(kind = 'track' and event is not null) or (kind = 'identify' and event is null)`,
    )
    .execute();
  // Roll-up and purge scan by time; today's live count by name and time; the cascade by account.
  await db.schema
    .createIndex('analytics_events_received_at')
    .on('analytics_events')
    .column('received_at')
    .execute();
  await db.schema
    .createIndex('analytics_events_event_received_at')
    .on('analytics_events')
    .columns(['event', 'received_at'])
    .execute();
  await db.schema.createIndex('analytics_events_user_id').on('analytics_events').column('user_id').execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('event', 'text', (col) => col.notNull())
    // Days since 1970-01-01, UTC.
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
    .addPrimaryKeyConstraint('analytics_daily_pk', ['event', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_daily',
    'analytics_events',
    'consent_records',
    'anonymous_consents',
    'member_consents',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
