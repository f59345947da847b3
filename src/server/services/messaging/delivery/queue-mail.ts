import type { Kysely } from 'kysely';
import { insertOutboxMail } from '../../../db/repositories/mail-outbox-repository';
import type { DB } from '../../../db/schema';
import type { MailMessage } from '../../mail/mail-message';
import type { MessageDelivery } from './message-delivery';

/**
 * Queues a mail rendered in code (not from a routing rule) and wakes the delivery, so it goes out
 * at once with the pipeline's retries and shows in the delivery log. Answers its id.
 */
export async function queueMail(
  db: Kysely<DB>,
  delivery: MessageDelivery,
  message: MailMessage,
  priority?: number,
): Promise<string> {
  const id = await insertOutboxMail(db, { ...message, ...(priority === undefined ? {} : { priority }) });
  delivery.nudge();
  return id;
}
