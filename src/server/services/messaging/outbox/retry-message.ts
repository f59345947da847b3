import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../../../shared/messaging/outbox';
import { nowMs } from '../../../clock';
import { findOutboxMail, requeueFailedMessage } from '../../../db/repositories/mail-outbox-repository';
import type { DB } from '../../../db/schema';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { messageNotFailed, messageNotFound } from '../messaging-errors';
import { presentOutboxMessage } from './present-outbox-message';

/**
 * Puts a failed message back in the queue, due now with all its tries again, and records it, in
 * one transaction. Only a failed message: one queued, being sent or sent is 409.
 */
export async function retryMessage(db: Kysely<DB>, change: AdminChange, id: string): Promise<OutboxMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await findOutboxMail(trx, id);
    if (!row) throw messageNotFound();
    const requeued = await requeueFailedMessage(trx, id, nowMs());
    if (!requeued) throw messageNotFailed();
    const before = presentOutboxMessage(row);
    const after = presentOutboxMessage(requeued);
    await recordAudit(trx, {
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
