import type { OutboxMessage } from '../../../../shared/messaging/outbox';
import { findOutboxMail, requeueFailedMessage } from '../../../db/repositories/mail-outbox-repository';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { messageNotFailed, messageNotFound } from '../messaging-errors';
import { presentOutboxMessage } from './present-outbox-message';
import type { DbAndClock } from '../../db-and-clock';

/**
 * Puts a failed message back in the queue, due now with all its tries again, and records it, in
 * one transaction. Only a failed message: one queued, being sent or sent is 409.
 */
export async function retryMessage(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
): Promise<OutboxMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await findOutboxMail(trx, id);
    if (!row) throw messageNotFound();
    const requeued = await requeueFailedMessage(trx, id, clock.nowMs());
    if (!requeued) throw messageNotFailed();
    const before = presentOutboxMessage(row);
    const after = presentOutboxMessage(requeued);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'message.retry',
      targetId: id,
      before,
      after,
      requestId: change.requestId,
    });
    return after;
  });
}
