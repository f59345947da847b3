import type { z } from 'zod';
import type { renderTemplateRequestSchema } from '../../../../shared/messaging/message-templates';
import type { AuthContext } from '../../auth/auth-context';
import { renderTemplate, type RenderedTemplate } from './render-template';
import { sampleVariables } from './sample-variables';
import { asTemplateError } from './template-syntax';

export type TemplateDraft = z.output<typeof renderTemplateRequestSchema>;

/**
 * A draft rendered as the preview and test send show it: sample values (dates from the app's
 * clock), overridden by the variables given. An error of the template (syntax, a limit) is 400
 * with the engine's message.
 */
export function renderDraft(
  { env, clock }: Pick<AuthContext, 'env' | 'clock'>,
  draft: TemplateDraft,
): Promise<RenderedTemplate> {
  const variables = { ...sampleVariables(env.APP_URL, clock.nowMs()), ...draft.variables };
  return asTemplateError(() => renderTemplate(draft, variables));
}
