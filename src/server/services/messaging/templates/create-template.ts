import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  createTemplateRequestSchema,
  MessageTemplate,
} from '../../../../shared/messaging/message-templates';
import { insertMessageTemplate } from '../../../db/repositories/message-templates-repository';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { templateTaken } from '../messaging-errors';
import { presentTemplate } from './present-template';
import { parseTemplate } from './render-template';
import { asTemplateError } from './template-syntax';
import type { DbAndClock } from '../../db-and-clock';

/**
 * Stores a new template and its audit entry in one transaction. A template the engine cannot
 * parse is 400 with its message; a template ID already in that language is 409.
 */
export async function createTemplate(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: z.output<typeof createTemplateRequestSchema>,
): Promise<MessageTemplate> {
  await asTemplateError(() => parseTemplate(input));
  try {
    return await db.transaction().execute(async (trx) => {
      const time = clock.nowMs();
      const template = presentTemplate(
        await insertMessageTemplate(trx, {
          id: randomUUID(),
          template_key: input.key,
          name: input.name,
          language: input.language,
          channel: input.channel,
          content_type: input.contentType,
          subject: input.subject,
          body: input.body,
          created_at: time,
          updated_at: time,
        }),
      );
      await recordAudit(trx, clock, {
        actor: change.actor,
        area: 'messaging',
        action: 'template.create',
        targetId: template.id,
        before: null,
        after: template,
        requestId: change.requestId,
      });
      return template;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw templateTaken();
    throw error;
  }
}
