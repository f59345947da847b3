import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  /** The next mail to arrive (or one that already arrived and was not taken yet). */
  nextMail(timeoutMs?: number): Promise<ParsedMail>;
  /**
   * The mail that arrived and nextMail() has not taken. A mail is here by the time its sender's
   * send resolves (the server accepts it only once stored), so after a delivery has drained this
   * is exact: tests read it to prove that no mail came, instead of waiting for one.
   */
  unreadMail(): ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback, in the test process, so mail tests go through nodemailer for real. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          const waiter = waiting.shift();
          if (waiter) waiter(mail);
          else received.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(timeoutMs = 5_000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ParsedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          // A waiter that gave up must not swallow the next mail.
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error('no mail arrived'));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    unreadMail: () => [...received],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
