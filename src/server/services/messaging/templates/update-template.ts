import type { Updateable } from 'kysely';
import { adminErrorCodes, adminMessages } from '../../../../shared/admin/admin-messages';
import type { MessageTemplate, UpdateTemplateRequest } from '../../../../shared/messaging/message-templates';
import {
  findMessageTemplate,
  updateMessageTemplateRow,
} from '../../../db/repositories/message-templates-repository';
import type { MessageTemplatesTable } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { templateNotFound } from '../messaging-errors';
import { presentTemplate } from './present-template';
import { parseTemplate } from './render-template';
import { asTemplateError } from './template-syntax';
import type { DbAndClock } from '../../db-and-clock';

/** The given fields that differ from the stored template. */
function differences(
  current: MessageTemplate,
  input: UpdateTemplateRequest,
): Updateable<MessageTemplatesTable> {
  const changes: Updateable<MessageTemplatesTable> = {};
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
  if (input.subject !== undefined && input.subject !== current.subject) changes.subject = input.subject;
  if (input.body !== undefined && input.body !== current.body) changes.body = input.body;
  if (input.channel !== undefined && input.channel !== current.channel) changes.channel = input.channel;
  if (input.contentType !== undefined && input.contentType !== current.contentType)
    changes.content_type = input.contentType;
  return changes;
}

/**
 * Changes what differs, with its audit entry, in one transaction: nothing that differs is 400
 * 'No changes to update' (spec §5), a template the engine cannot parse is 400 with its message.
 * Messages waiting to be sent render with the new text.
 */
export async function updateTemplate(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: UpdateTemplateRequest,
): Promise<MessageTemplate> {
  return db.transaction().execute(async (trx) => {
    const row = await findMessageTemplate(trx, id);
    if (!row) throw templateNotFound();
    const before = presentTemplate(row);
    const changes = differences(before, input);
    if (Object.keys(changes).length === 0)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    await asTemplateError(() =>
      parseTemplate({
        subject: changes.subject ?? before.subject,
        body: changes.body ?? before.body,
        contentType: changes.content_type ?? before.contentType,
      }),
    );
    const updated = await updateMessageTemplateRow(trx, id, { ...changes, updated_at: clock.nowMs() });
    if (!updated) throw templateNotFound();
    const after = presentTemplate(updated);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'template.update',
      targetId: id,
      before,
      after,
      requestId: change.requestId,
    });
    return after;
  });
}
