import { sql, type Kysely } from 'kysely';
import { columnType } from '../column-types';

/**
 * Transactional messaging (issue 12, ADR 020).
 *
 * message_templates: liquid templates, one per (template ID, language).
 * routing_rules: which event sends which templates; conditions and actions are JSON arrays.
 * mail_outbox becomes the delivery log and the durable job store: every message waits there
 * (queued, run_at), is claimed by one worker (sending, lease), then ends sent or failed. A
 * message a rule scheduled carries a dedupe key (event, rule, action), unique, so one event never
 * schedules a message twice. Mail stored before this migration was the delivered mail: it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('template_key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull().check(sql`content_type in ('text', 'html')`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_templates_key_language')
    .on('message_templates')
    .columns(['template_key', 'language'])
    .unique()
    .execute();

  await db.schema
    .createTable('routing_rules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('conditions_json', 'text', (col) => col.notNull())
    .addColumn('actions_json', 'text', (col) => col.notNull())
    .addColumn('segment', 'text', (col) => col.notNull())
    .addColumn('enabled', columnType.boolean, (col) => col.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('created_at', columnType.timestamp, (col) => col.notNull())
    .addColumn('updated_at', columnType.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('routing_rules_event').on('routing_rules').column('event').execute();

  // One column per statement: SQLite adds columns one at a time.
  const addColumn = (
    name: string,
    type: 'text' | 'integer' | typeof columnType.timestamp,
    notNullDefault?: string | number,
  ) =>
    db.schema
      .alterTable('mail_outbox')
      .addColumn(name, type, (col) =>
        notNullDefault === undefined ? col : col.notNull().defaultTo(notNullDefault),
      )
      .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .execute();
  await addColumn('channel', 'text', 'email');
  await addColumn('priority', 'integer', 5);
  await addColumn('run_at', columnType.timestamp, 0);
  await addColumn('attempts', 'integer', 0);
  await addColumn('last_error', 'text');
  await addColumn('sent_at', columnType.timestamp);
  await addColumn('lease_until', columnType.timestamp);
  await addColumn('lease_token', 'text');
  await addColumn('language', 'text');
  await addColumn('variables_json', 'text');
  await addColumn('event_name', 'text');
  await addColumn('event_id', 'text');
  await addColumn('rule_id', 'text');
  await addColumn('dedupe_key', 'text');
  await sql`update mail_outbox set status = 'sent', run_at = created_at, sent_at = created_at, attempts = 1`.execute(
    db,
  );

  await db.schema
    .createIndex('mail_outbox_dedupe_key')
    .on('mail_outbox')
    .column('dedupe_key')
    .unique()
    .execute();
  // The workers' claim: due messages by status and time.
  await db.schema
    .createIndex('mail_outbox_status_run_at')
    .on('mail_outbox')
    .columns(['status', 'run_at'])
    .execute();
  // The console's log, newest first, alone or by status.
  await db.schema
    .createIndex('mail_outbox_created_id')
    .on('mail_outbox')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_created_id')
    .on('mail_outbox')
    .columns(['status', 'created_at', 'id'])
    .execute();
}

const addedColumns = [
  'dedupe_key',
  'rule_id',
  'event_id',
  'event_name',
  'variables_json',
  'language',
  'lease_token',
  'lease_until',
  'sent_at',
  'last_error',
  'attempts',
  'run_at',
  'priority',
  'channel',
  'status',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'mail_outbox_status_created_id',
    'mail_outbox_created_id',
    'mail_outbox_status_run_at',
    'mail_outbox_dedupe_key',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of addedColumns) await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  await db.schema.dropTable('routing_rules').execute();
  await db.schema.dropTable('message_templates').execute();
}
