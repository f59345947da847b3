import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getOrCreateSetting } from '../../db/repositories/settings-repository';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import { getSigningSecret } from '../signing-key';

/** The server's auth keys, shared by every instance on the same database. */
export interface AuthKeys {
  /** HMAC key of access, challenge and escalation JWTs. */
  signing: Uint8Array;
  /** Derives a refresh token's successor from it. */
  refresh: Uint8Array;
  /** Encrypts two-factor secrets at rest. */
  twoFactor: Uint8Array;
}

type KeyEnv = Pick<Env, 'JWT_SECRET' | 'TWO_FACTOR_ENCRYPTION_KEY'>;

const newKey = () => randomBytes(32).toString('base64url');

async function settingKey(db: Kysely<DB>, key: string): Promise<Uint8Array> {
  return Buffer.from(await getOrCreateSetting(db, key, newKey), 'base64url');
}

/**
 * Keys from env when given, else generated once and kept in the settings table. The two-factor
 * key may come from env so an operator can keep it out of database backups.
 */
export async function loadAuthKeys(db: Kysely<DB>, env: KeyEnv): Promise<AuthKeys> {
  return {
    signing: new TextEncoder().encode(await getSigningSecret(db, env)),
    refresh: await settingKey(db, 'auth.refresh_token_key'),
    twoFactor:
      env.TWO_FACTOR_ENCRYPTION_KEY === undefined
        ? await settingKey(db, 'auth.two_factor_key')
        : Buffer.from(env.TWO_FACTOR_ENCRYPTION_KEY, 'base64url'),
  };
}
