import type { Kysely } from 'kysely';
import { serverClock, type Clock } from '../../clock';
import type { Database } from '../../db/create-database';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createBackgroundWork, type BackgroundWork } from '../background-work';
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
  /** The current time for every service of this app (tokens, sessions, limits, billing). */
  clock: Clock;
  /** Delivers queued messages; nudge it after queueing one that is due now. */
  delivery: MessageDelivery;
  /** Work that runs after the answer (the reset mail). */
  background: BackgroundWork;
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
  /** Defaults to the process clock (serverClock). */
  clock?: Clock;
  /** Defaults to work nobody waits for (start-server passes the one its shutdown waits for). */
  background?: BackgroundWork;
}

export function createAuthContext({
  env,
  database,
  logger,
  delivery,
  clock = serverClock,
  background = createBackgroundWork(logger),
}: AuthContextOptions): AuthContext {
  let keys: Promise<AuthKeys> | undefined;
  const loadKeys = () => {
    // Keys never change once stored, so one read per process is enough; a failed read is retried.
    keys ??= loadAuthKeys(database.db, env).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const limits = createRateLimits(database.db, env.RATE_LIMIT_MULTIPLIER, logger, clock);
  return {
    env,
    db: database.db,
    logger,
    clock,
    background,
    delivery:
      delivery ??
      createMessageDelivery({ database, transport: createMailer(env), appUrl: env.APP_URL, logger, clock }),
    rateLimit: limits.hit,
    limits,
    keys: loadKeys,
    jwt: async () => ({ key: (await loadKeys()).signing, issuer: env.APP_URL, clock }),
  };
}
