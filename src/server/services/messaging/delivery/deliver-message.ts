import {
  markMessageAttemptFailed,
  markMessageSent,
  type ClaimedMessage,
  type RenderedContent,
} from '../../../db/repositories/message-jobs-repository';
import type { Logger } from '../../../logger';
import type { DbAndClock } from '../../db-and-clock';
import type { Mailer } from '../../mail/mail-message';
import { renderScheduledMessage } from './render-scheduled-message';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-backoff';

/** The database and the clock (sent and retry times), and where the mail goes. */
export interface DeliveryTarget extends DbAndClock {
  /** SMTP, or the outbox itself (the row is the delivered mail). */
  transport: Mailer;
  appUrl: string;
  logger: Logger;
}

/** The error as kept with the message: its message only, never a stack, at most 500 characters. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A templated message's mail, rendered now; null for one queued already rendered. */
async function contentOf(target: DeliveryTarget, message: ClaimedMessage): Promise<RenderedContent | null> {
  const variables = message.variables_json;
  return variables === null ? null : renderScheduledMessage(target.db, message, variables, target.appUrl);
}

/**
 * Sends one claimed message and records the outcome under its claim: sent; or, when rendering or
 * the transport fails, queued again after a back-off, or failed once its tries are used up. A
 * message whose earlier sender vanished mid-send may already have reached the server: that
 * window (between the server's accept and our 'sent' mark) is the one case of a second copy.
 */
export async function deliverMessage(target: DeliveryTarget, message: ClaimedMessage): Promise<void> {
  const { logger } = target;
  let rendered: RenderedContent | null;
  try {
    if (message.attempts > MAX_DELIVERY_ATTEMPTS)
      throw new Error(`Stopped after ${MAX_DELIVERY_ATTEMPTS} tries: the last one was interrupted`);
    rendered = await contentOf(target, message);
    await target.transport.send({
      template: message.template,
      to: message.to_address,
      subject: rendered?.subject ?? message.subject,
      text: rendered?.text ?? message.text_body,
      html: rendered?.html ?? message.html_body,
    });
  } catch (error) {
    const final = message.attempts >= MAX_DELIVERY_ATTEMPTS;
    await markMessageAttemptFailed(target.db, message, {
      error: errorText(error),
      retryAt: final ? null : target.clock.nowMs() + retryDelayMs(message.attempts),
    });
    logger.warn(
      { messageId: message.id, template: message.template, attempt: message.attempts, final },
      final ? 'message failed' : 'message not delivered: will retry',
    );
    return;
  }
  if (!(await markMessageSent(target.db, message, target.clock.nowMs(), rendered)))
    logger.warn({ messageId: message.id }, 'message sent after its claim had passed to another worker');
}
