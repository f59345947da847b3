import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Env } from '../env';
import { getOrCreateSetting } from '../db/repositories/settings-repository';
import type { DB } from '../db/schema';

const settingKey = 'auth.signing_secret';

/**
 * The secret that signs access tokens: JWT_SECRET when configured, else a random 256-bit key
 * generated on first use and kept in the settings table, so every instance on the same database
 * signs and verifies with the same key and restarts do not log everyone out.
 */
export async function getSigningSecret(db: Kysely<DB>, env: Pick<Env, 'JWT_SECRET'>): Promise<string> {
  if (env.JWT_SECRET !== undefined) return env.JWT_SECRET;
  return getOrCreateSetting(db, settingKey, () => randomBytes(32).toString('base64url'));
}
