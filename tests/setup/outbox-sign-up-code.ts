import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The newest sign-up code mailed to `email` by a server without SMTP: its mail waits in the
 * outbox table of the SQLite database in its DATA_DIR (as an admin would read it). Polls, since
 * the server sends sign-up mail in the background.
 */
export async function outboxSignUpCode(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const database = new Database(join(dataDir, 'quietline.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = database
        .prepare(
          `SELECT text_body FROM mail_outbox WHERE to_address = ? AND template = 'registration-code'
           ORDER BY created_at DESC LIMIT 1`,
        )
        .get(email.toLowerCase()) as { text_body: string } | undefined;
      const code = row && /\b(\d{6})\b/.exec(row.text_body)?.[1];
      if (code) return code;
    } finally {
      database.close();
    }
    if (Date.now() > deadline) throw new Error(`no sign-up code for ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
