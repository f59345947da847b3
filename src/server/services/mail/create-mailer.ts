import type { Env } from '../../env';
import type { Mailer } from './mail-message';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL' | 'NODE_ENV'>;

/** The delivery workers' transport: SMTP when SMTP_URL is set, otherwise the outbox table itself. */
export function createMailer(env: MailEnv): Mailer {
  if (env.SMTP_URL !== undefined) {
    const from = env.MAIL_FROM ?? `Quietline <no-reply@${new URL(env.APP_URL).hostname}>`;
    return createSmtpMailer(env.SMTP_URL, from);
  }
  return createOutboxMailer(env.NODE_ENV === 'development');
}
