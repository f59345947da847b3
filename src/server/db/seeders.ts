import { seedContent } from '../content/seed-content';
import type { Database } from './create-database';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { loadAuthKeys } from '../services/auth/auth-keys';
import { ensureFirstAdmin } from '../services/auth/first-admin';
import { seedBilling } from '../services/billing/seed-billing';
import { seedFeatureFlags } from '../services/flags/seed-feature-flags';
import { seedMessaging } from '../services/messaging/seed/seed-messaging';

export interface SeedContext {
  database: Database;
  env: Env;
  logger: Logger;
}

/** Data the app needs before serving. Runs on every start, so `run` must be idempotent. */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/** Every seeder, in order; later issues append theirs. */
export const seeders: readonly Seeder[] = [
  {
    name: 'auth-keys',
    // Create the shared keys at start rather than on the first sign-in, when instances may race for them.
    run: async ({ database, env }) => {
      await loadAuthKeys(database.db, env);
    },
  },
  { name: 'first-admin', run: ensureFirstAdmin },
  { name: 'content', run: ({ database }) => seedContent(database.db) },
  { name: 'billing', run: ({ database }) => seedBilling(database.db) },
  { name: 'feature-flags', run: ({ database }) => seedFeatureFlags(database.db) },
  { name: 'messaging', run: ({ database }) => seedMessaging(database.db) },
];

export async function runSeeders(context: SeedContext, list: readonly Seeder[] = seeders): Promise<void> {
  for (const seeder of list) {
    try {
      await seeder.run(context);
    } catch (error) {
      throw new Error(
        `Seeder ${seeder.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    context.logger.debug({ seeder: seeder.name }, 'seeder done');
  }
}
