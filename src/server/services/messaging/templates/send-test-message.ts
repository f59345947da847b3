import type { TestSendResponse } from '../../../../shared/messaging/message-templates';
import { MAX_PRIORITY } from '../../../../shared/messaging/routing-rules';
import type { AuthUser } from '../../../http/app-env';
import type { AuthContext } from '../../auth/auth-context';
import type { RateLimitRule } from '../../auth/rate-limiter';
import { queueMail } from '../delivery/queue-mail';
import { renderDraft, type TemplateDraft } from './render-draft';

/** Test sends per staff member: enough to iterate on a template, not enough to flood their inbox. */
const testSendsPerMember: RateLimitRule = { name: 'messaging:test-send', max: 20, windowMs: 10 * 60_000 };

/**
 * Renders the draft with sample values and queues it to the caller's own address only, at once
 * and first among due messages; it shows in the outbox as template 'test-send'.
 */
export async function sendTestMessage(
  ctx: AuthContext,
  caller: AuthUser,
  draft: TemplateDraft,
): Promise<TestSendResponse> {
  await ctx.rateLimit(testSendsPerMember, caller.id);
  const rendered = await renderDraft(ctx, draft);
  const html = draft.contentType === 'html';
  const messageId = await queueMail(
    ctx.db,
    ctx.delivery,
    {
      template: 'test-send',
      to: caller.email,
      subject: rendered.subject,
      text: html ? '' : rendered.body,
      html: html ? rendered.body : '',
    },
    MAX_PRIORITY,
  );
  return { messageId, to: caller.email };
}
