import type { Mailer } from './mail-message';

/**
 * Without SMTP the outbox row is the delivered mail, for an admin's records (ADR 020): sending
 * only marks it sent. In development the message's text also goes to stdout (not the log), so a
 * developer can follow a reset link.
 */
export function createOutboxMailer(printToStdout: boolean): Mailer {
  return {
    send(message) {
      if (printToStdout) {
        const body = message.text === '' ? message.html : message.text;
        process.stdout.write(`\n--- Mail to ${message.to}: ${message.subject}\n${body}\n---\n`);
      }
      return Promise.resolve();
    },
  };
}
