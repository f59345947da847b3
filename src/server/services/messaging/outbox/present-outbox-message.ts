import type { OutboxMessage } from '../../../../shared/messaging/outbox';
import type { OutboxMail } from '../../../db/repositories/mail-outbox-repository';

const iso = (ms: number) => new Date(ms).toISOString();

/** A message as the outbox view shows it: its bodies (one-time links, sign-up codes) left out. */
export function presentOutboxMessage(row: OutboxMail): OutboxMessage {
  return {
    id: row.id,
    template: row.template,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    attempts: row.attempts,
    lastError: row.last_error,
    eventName: row.event_name,
    ruleId: row.rule_id,
    runAt: iso(row.run_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    createdAt: iso(row.created_at),
  };
}
