import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_PRIORITY } from '../../../shared/messaging/routing-rules';
import type { OutboxStatus } from '../../../shared/messaging/outbox';
import { nowMs } from '../../clock';
import type { DB, MailOutboxTable } from '../schema';
import { newestFirstPage } from './newest-first-page';

export type OutboxMail = Selectable<MailOutboxTable>;

/** A mail rendered when queued (sign-up codes, test sends): it goes out as it is. */
export interface NewOutboxMail {
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  priority?: number;
}

const waiting = {
  status: 'queued',
  channel: 'email',
  attempts: 0,
  last_error: null,
  sent_at: null,
  lease_until: null,
  lease_token: null,
} as const;

/** Queues a rendered mail, due now; answers its id. */
export async function insertOutboxMail(db: Kysely<DB>, mail: NewOutboxMail): Promise<string> {
  const id = randomUUID();
  const time = nowMs();
  await db
    .insertInto('mail_outbox')
    .values({
      ...waiting,
      id,
      template: mail.template,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: time,
      run_at: time,
      priority: mail.priority ?? DEFAULT_PRIORITY,
      language: null,
      variables_json: null,
      event_name: null,
      event_id: null,
      rule_id: null,
      dedupe_key: null,
    })
    .execute();
  return id;
}

/** A message a routing rule scheduled: rendered from its template when it is sent. */
export interface ScheduledMessage {
  template: string;
  to: string;
  language: string;
  variables: Record<string, unknown>;
  priority: number;
  runAt: number;
  eventName: string;
  eventId: string;
  ruleId: string;
  /** Event, rule and action: a second insert with the same key is ignored. */
  dedupeKey: string;
}

/** Queues a scheduled message unless its dedupe key is taken; true when it was queued now. */
export async function insertScheduledMessage(db: Kysely<DB>, message: ScheduledMessage): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      ...waiting,
      id: randomUUID(),
      template: message.template,
      to_address: message.to,
      subject: '',
      text_body: '',
      html_body: '',
      created_at: nowMs(),
      run_at: message.runAt,
      priority: message.priority,
      language: message.language,
      variables_json: JSON.stringify(message.variables),
      event_name: message.eventName,
      event_id: message.eventId,
      rule_id: message.ruleId,
      dedupe_key: message.dedupeKey,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Every message, oldest first, or those to one address. */
export function listOutboxMail(db: Kysely<DB>, to?: string): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at');
  if (to !== undefined) query = query.where('to_address', '=', to);
  return query.execute();
}

export function findOutboxMail(db: Kysely<DB>, id: string): Promise<OutboxMail | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface OutboxPageQuery {
  status?: OutboxStatus;
  /** Messages older than this one (newest first). */
  before?: { createdAt: number; id: string };
  limit: number;
}

/** One page of the log, newest first (id breaks ties), at most `limit` + 1 rows. */
export function listOutboxPage(db: Kysely<DB>, query: OutboxPageQuery): Promise<OutboxMail[]> {
  let select = db.selectFrom('mail_outbox').selectAll();
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  const before = query.before && { time: query.before.createdAt, id: query.before.id };
  return newestFirstPage(select, 'created_at', before, query.limit).execute();
}

/** A failed message back in the queue, due now, with all its tries again; undefined unless it had failed. */
export function requeueFailedMessage(
  db: Kysely<DB>,
  id: string,
  now: number,
): Promise<OutboxMail | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({ status: 'queued', run_at: now, attempts: 0 })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
}

/** Messages not delivered yet (queued or being sent), and those that failed for good. */
export async function countUndeliveredMessages(db: Kysely<DB>): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .where('status', 'in', ['queued', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: OutboxStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count('queued') + count('sending'), failed: count('failed') };
}
