import type { Kysely } from 'kysely';
import type { TemplateLanguage } from '../../../../shared/messaging/message-templates';
import { findTemplateVariants } from '../../../db/repositories/message-templates-repository';
import type { RenderedContent } from '../../../db/repositories/message-jobs-repository';
import type { OutboxMail } from '../../../db/repositories/mail-outbox-repository';
import type { DB } from '../../../db/schema';
import { renderTemplate, type TemplateVariables } from '../templates/render-template';

const fallbackLanguage: TemplateLanguage = 'en';

/**
 * A scheduled message's mail, from its template as it is now: in the member's language, else
 * English, else any language the template ID has. Rendering at send time means a template fixed
 * while a message waits (or before a retry) goes out fixed.
 */
export async function renderScheduledMessage(
  db: Kysely<DB>,
  message: Pick<OutboxMail, 'template' | 'language'>,
  variablesJson: string,
  appUrl: string,
): Promise<RenderedContent> {
  const variants = await findTemplateVariants(db, message.template);
  const template =
    variants.find((variant) => variant.language === message.language) ??
    variants.find((variant) => variant.language === fallbackLanguage) ??
    variants[0];
  if (!template) throw new Error(`No template has the ID ${message.template}`);
  const variables = { ...(JSON.parse(variablesJson) as TemplateVariables), appUrl };
  const rendered = await renderTemplate(
    { subject: template.subject, body: template.body, contentType: template.content_type },
    variables,
  );
  return template.content_type === 'html'
    ? { subject: rendered.subject, text: '', html: rendered.body }
    : { subject: rendered.subject, text: rendered.body, html: '' };
}
