import type { TemplateContentType } from '../../../../shared/messaging/message-templates';
import { htmlLiquid, textLiquid } from './liquid-engines';

/** What a template is made of, saved or a draft. */
export interface TemplateSource {
  subject: string;
  body: string;
  contentType: TemplateContentType;
}

export interface RenderedTemplate {
  subject: string;
  /** Text or HTML, as the content type says. */
  body: string;
}

/** Variables a template prints: strings, numbers and booleans only. */
export type TemplateVariables = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Renders subject and body in the sandbox. Throws liquidjs's own errors (a syntax error, an
 * unknown filter, a limit reached), whose messages say what and where.
 */
export async function renderTemplate(
  template: TemplateSource,
  variables: TemplateVariables,
): Promise<RenderedTemplate> {
  const bodyEngine = template.contentType === 'html' ? htmlLiquid : textLiquid;
  const [subject, body] = await Promise.all([
    textLiquid.parseAndRender(template.subject, variables),
    bodyEngine.parseAndRender(template.body, variables),
  ]);
  // A subject is one line: a line break in it would start the mail's headers over.
  return { subject: subject.replace(/\s+/g, ' ').trim(), body };
}

/** Parses without rendering: throws the engine's syntax error, if any. */
export function parseTemplate(template: TemplateSource): void {
  textLiquid.parse(template.subject);
  (template.contentType === 'html' ? htmlLiquid : textLiquid).parse(template.body);
}
