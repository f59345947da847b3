import type { Kysely } from 'kysely';
import { insertOutboxMail } from '../../db/repositories/mail-outbox-repository';
import type { DB } from '../../db/schema';
import type { Mailer } from './mail-message';

/**
 * Without SMTP, mail is kept in the outbox table for an admin to read. In development the
 * message's text also goes to stdout (not the log), so a developer can follow a reset link.
 */
export function createOutboxMailer(db: Kysely<DB>, printToStdout: boolean): Mailer {
  return {
    async send(message) {
      await insertOutboxMail(db, message);
      if (printToStdout) {
        process.stdout.write(`\n--- Mail to ${message.to}: ${message.subject}\n${message.text}\n---\n`);
      }
    },
  };
}
