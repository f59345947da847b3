import { createTransport } from 'nodemailer';
import type { Mailer } from './mail-message';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      // A text-only or HTML-only message has one of the two empty: send only the other.
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        ...(message.text === '' ? {} : { text: message.text }),
        ...(message.html === '' ? {} : { html: message.html }),
      });
    },
  };
}
