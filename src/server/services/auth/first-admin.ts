import { countUsers, insertUser } from '../../db/repositories/users-repository';
import type { Database } from '../../db/create-database';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { randomToken } from './opaque-token';
import { hashPassword } from './password-hasher';

export const defaultAdminEmail = 'admin@quietline.local';

/** The generated login on lines of its own, readable among the JSON log lines of a first start. */
function loginBlock(email: string, password: string): string {
  const lines = [
    '',
    'First admin login (shown once; change the password after signing in):',
    `  Email:    ${email}`,
    `  Password: ${password}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password logged and printed once — the only time a secret is logged, because nobody
 * could sign in otherwise. Instances starting together race on the unique email: one insert
 * wins, and only the winner logs.
 */
export async function ensureFirstAdmin({
  database,
  env,
  logger,
  print = (text) => process.stdout.write(text),
}: {
  database: Database;
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  logger: Logger;
  /** Where the readable login block goes; stdout unless a test captures it. */
  print?: (text: string) => void;
}): Promise<void> {
  if ((await countUsers(database.db)) > 0) return;
  const email = (env.ADMIN_EMAIL ?? defaultAdminEmail).toLowerCase();
  const generated = env.ADMIN_PASSWORD === undefined ? randomToken(12) : undefined;
  const password = env.ADMIN_PASSWORD ?? generated ?? '';
  const user = await insertUser(database.db, {
    email,
    name: 'Administrator',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  if (!user) return;
  if (generated === undefined) {
    logger.info({ email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
    return;
  }
  logger.warn(`First admin login: ${email} / ${generated} (shown once; change it after signing in)`);
  print(loginBlock(email, generated));
}
