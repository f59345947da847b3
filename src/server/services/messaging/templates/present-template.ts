import { z } from 'zod';
import {
  messageChannels,
  templateLanguages,
  type MessageTemplate,
} from '../../../../shared/messaging/message-templates';
import type { MessageTemplateRow } from '../../../db/repositories/message-templates-repository';

/** A stored template as the console and its audit entries show it. */
export function presentTemplate(row: MessageTemplateRow): MessageTemplate {
  return {
    id: row.id,
    key: row.template_key,
    name: row.name,
    subject: row.subject,
    body: row.body,
    // Only the API (validated) and the seeder write templates.
    channel: z.enum(messageChannels).parse(row.channel),
    contentType: row.content_type,
    language: z.enum(templateLanguages).parse(row.language),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
