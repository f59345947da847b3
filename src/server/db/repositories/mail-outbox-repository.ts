import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { nowMs } from '../../clock';
import type { DB, MailOutboxTable } from '../schema';

export type OutboxMail = Selectable<MailOutboxTable>;

export interface NewOutboxMail {
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertOutboxMail(db: Kysely<DB>, mail: NewOutboxMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      template: mail.template,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: nowMs(),
    })
    .execute();
}

export function listOutboxMail(db: Kysely<DB>, to?: string): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at');
  if (to !== undefined) query = query.where('to_address', '=', to);
  return query.execute();
}
