import type { Kysely } from 'kysely';
import type { Database } from '../../db/create-database';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createMailer } from '../mail/create-mailer';
import { createMessageDelivery, type MessageDelivery } from '../messaging/delivery/message-delivery';
import { loadAuthKeys, type AuthKeys } from './auth-keys';
import type { JwtSettings } from './jwt-tokens';
import { createRateLimits, type RateLimiter, type RateLimits } from './rate-limiter';

/** What the auth routes and middleware share: configuration, storage, keys, message delivery and limits. */
export interface AuthContext {
  env: Env;
  db: Kysely<DB>;
  logger: Logger;
  /** Delivers queued messages; nudge it after queueing one that is due now. */
  delivery: MessageDelivery;
  rateLimit: RateLimiter;
  /** The limits beyond a plain count: growing waits, and hits given back (sign-in). */
  limits: RateLimits;
  keys(): Promise<AuthKeys>;
  jwt(): Promise<JwtSettings>;
}

export interface AuthContextOptions {
  env: Env;
  database: Database;
  logger: Logger;
  /** Defaults to a delivery over SMTP or the outbox, as env says, that runs only when nudged. */
  delivery?: MessageDelivery;
}

export function createAuthContext({ env, database, logger, delivery }: AuthContextOptions): AuthContext {
  let keys: Promise<AuthKeys> | undefined;
  const loadKeys = () => {
    // Keys never change once stored, so one read per process is enough; a failed read is retried.
    keys ??= loadAuthKeys(database.db, env).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const limits = createRateLimits(database.db, env.RATE_LIMIT_MULTIPLIER, logger);
  return {
    env,
    db: database.db,
    logger,
    delivery:
      delivery ??
      createMessageDelivery({ database, transport: createMailer(env), appUrl: env.APP_URL, logger }),
    rateLimit: limits.hit,
    limits,
    keys: loadKeys,
    jwt: async () => ({ key: (await loadKeys()).signing, issuer: env.APP_URL }),
  };
}
