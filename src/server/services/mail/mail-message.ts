/** A rendered email, ready for any transport. */
export interface MailMessage {
  /** Which template produced it (kept with outbox mail, so an admin can filter). */
  template: string;
  to: string;
  subject: string;
  /** Empty for an HTML-only message. */
  text: string;
  /** Empty for a text-only message. */
  html: string;
}

/** A transport: the delivery worker hands it each message once claimed. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
