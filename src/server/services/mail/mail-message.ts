/** A rendered email, ready for any transport. */
export interface MailMessage {
  /** Which template produced it (kept with outbox mail, so an admin can filter). */
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
