import { countUsers, insertUser } from '../../db/repositories/users-repository';
import type { Database } from '../../db/create-database';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { randomToken } from './opaque-token';
import { hashPassword } from './password-hasher';

export const defaultAdminEmail = 'admin@quietline.local';

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password logged once — the only time a secret is logged, because nobody could sign
 * in otherwise. Instances starting together race on the unique email: one insert wins, and only
 * the winner logs.
 */
export async function ensureFirstAdmin({
  database,
  env,
  logger,
}: {
  database: Database;
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  logger: Logger;
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
  if (generated === undefined)
    logger.info({ email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
  else logger.warn(`First admin login: ${email} / ${generated} (shown once; change it after signing in)`);
}
